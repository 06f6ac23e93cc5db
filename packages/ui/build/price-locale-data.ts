import { readFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** FormatJS's number data for a locale, as its package ships it. */
const LOCALE_DATA = /@formatjs[\\/]intl-numberformat[\\/]locale-data[\\/][\w-]+\.js$/;

/** The one currency the shop shows (`formatCurrency` in @chulo/domain). */
const PRICE_CURRENCY = 'NPR';

interface LocaleData {
  locale: string;
  data: { currencies: Record<string, unknown>; units: { simple: Record<string, unknown>; compound: Record<string, unknown> } };
}

/**
 * A FormatJS locale file with what the shop's numbers use: NPR's names and no units; the number
 * patterns, digits and symbols whole. The file registers its data with the polyfill when it runs,
 * so it is run against a stand-in that keeps what it registers.
 */
export function pricesOnly(source: string): string {
  const registered: LocaleData[] = [];
  new Function('Intl', source)({ NumberFormat: { __addLocaleData: (...data: LocaleData[]) => registered.push(...data) } });
  const [locale] = registered;
  if (registered.length !== 1 || !locale?.data.currencies[PRICE_CURRENCY]) {
    throw new Error(`FormatJS's locale data no longer registers one locale with ${PRICE_CURRENCY}: look at its new shape`);
  }
  const data = {
    ...locale.data,
    currencies: { [PRICE_CURRENCY]: locale.data.currencies[PRICE_CURRENCY] },
    units: { simple: {}, compound: {} },
  };
  return `Intl.NumberFormat.__addLocaleData(${JSON.stringify({ ...locale, data })});\n`;
}

/**
 * esbuild plugin for the kit's build. FormatJS's data names every currency and unit in its
 * locale's words: 15 kB gzipped for Nepali alone, which a browser without Nepali number data
 * downloads before its first price. The kit bundles each locale's data through `pricesOnly`.
 */
export function localeDataForPrices(): EsbuildPlugin {
  return {
    name: 'chulo:locale-data-for-prices',
    setup(build) {
      build.onLoad({ filter: LOCALE_DATA }, async ({ path }) => ({ contents: pricesOnly(await readFile(path, 'utf8')), loader: 'js' }));
    },
  };
}
