import { readFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** FormatJS's number data for Nepali, as its package ships it. */
const NEPALI_DATA = /@formatjs[\\/]intl-numberformat[\\/]locale-data[\\/]ne\.js$/;

/** The one currency the shop shows (`formatCurrency` in @chulo/domain). */
const PRICE_CURRENCY = 'NPR';

interface LocaleData {
  locale: string;
  data: { currencies: Record<string, unknown>; units: { simple: Record<string, unknown>; compound: Record<string, unknown> } };
}

/**
 * FormatJS's Nepali data with what prices use: NPR's names, and no units; the number patterns,
 * digits and symbols whole. The file registers its data with the polyfill when it runs, so it is
 * run against a stand-in that keeps what it registers.
 */
export function pricesOnly(source: string): string {
  const registered: LocaleData[] = [];
  new Function('Intl', source)({ NumberFormat: { __addLocaleData: (...data: LocaleData[]) => registered.push(...data) } });
  const [ne] = registered;
  if (registered.length !== 1 || !ne?.data.currencies[PRICE_CURRENCY]) {
    throw new Error(`FormatJS's Nepali data no longer registers one locale with ${PRICE_CURRENCY}: look at its new shape`);
  }
  const data = {
    ...ne.data,
    currencies: { [PRICE_CURRENCY]: ne.data.currencies[PRICE_CURRENCY] },
    units: { simple: {}, compound: {} },
  };
  return `Intl.NumberFormat.__addLocaleData(${JSON.stringify({ ...ne, data })});\n`;
}

/**
 * esbuild plugin for the kit's build. FormatJS's Nepali data names every currency and unit
 * in Nepali: 15 kB gzipped that a browser without Nepali number data downloads before its first
 * price. The kit bundles it with `pricesOnly`, a tenth of that.
 */
export function nepaliPriceData(): EsbuildPlugin {
  return {
    name: 'chulo:nepali-price-data',
    setup(build) {
      build.onLoad({ filter: NEPALI_DATA }, async ({ path }) => ({ contents: pricesOnly(await readFile(path, 'utf8')), loader: 'js' }));
    },
  };
}
