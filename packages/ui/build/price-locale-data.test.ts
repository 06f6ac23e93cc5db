import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pricesOnly } from './price-locale-data.ts';

const NBSP = '\u00a0';
const shipped = (locale: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`@formatjs/intl-numberformat/locale-data/${locale}.js`), 'utf8');

describe('pricesOnly', () => {
  it('keeps what the polyfill needs for prices in Nepali and plain numbers in English, as the kit loads them', async () => {
    // The polyfill replaces this test file's Intl.NumberFormat, as it does a browser's without Nepali data.
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    for (const locale of ['en', 'ne']) new Function(pricesOnly(shipped(locale)))();
    const price = new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' });
    expect(price.resolvedOptions().locale).toBe('ne-NP');
    expect(price.format(1234.5)).toBe(`नेरू${NBSP}१,२३४.५०`);
    expect(price.format(123456)).toBe(`नेरू${NBSP}१,२३,४५६.००`);
    // The kitchen's price limit is written in English; a locale without data gets English too.
    expect((10000).toLocaleString('en')).toBe('10,000');
    expect((10000).toLocaleString('fr')).toBe('10,000');
  });

  it('drops the names of other currencies and of units', () => {
    for (const locale of ['en', 'ne']) {
      const trimmed = pricesOnly(shipped(locale));
      expect(shipped(locale)).toContain('"USD"');
      expect(trimmed).not.toContain('"USD"');
      expect(trimmed).not.toContain('kilometer');
      expect(trimmed.length).toBeLessThan(shipped(locale).length / 4);
    }
  });

  it('refuses data of another shape instead of shipping prices without their currency', () => {
    expect(() => pricesOnly('Intl.NumberFormat.__addLocaleData({ locale: "ne", data: { currencies: {} } });')).toThrow(/no longer registers/);
  });
});
