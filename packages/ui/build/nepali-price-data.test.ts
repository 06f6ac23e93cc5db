import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pricesOnly } from './nepali-price-data.ts';

const NBSP = '\u00a0';
const shipped = readFileSync(createRequire(import.meta.url).resolve('@formatjs/intl-numberformat/locale-data/ne.js'), 'utf8');

describe('pricesOnly', () => {
  it('keeps what the polyfill needs to format prices as SPEC §9 shows them', async () => {
    // The polyfill replaces this test file's Intl.NumberFormat, as it does a browser's without Nepali data.
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    new Function(pricesOnly(shipped))();
    const price = new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' });
    expect(price.resolvedOptions().locale).toBe('ne-NP');
    expect(price.format(1234.5)).toBe(`नेरू${NBSP}१,२३४.५०`);
    expect(price.format(123456)).toBe(`नेरू${NBSP}१,२३,४५६.००`);
  });

  it('drops the names of other currencies and of units', () => {
    const trimmed = pricesOnly(shipped);
    expect(shipped).toContain('"USD"');
    expect(trimmed).not.toContain('"USD"');
    expect(trimmed).not.toContain('kilometer');
    expect(trimmed.length).toBeLessThan(shipped.length / 4);
  });

  it('refuses data of another shape instead of shipping prices without their currency', () => {
    expect(() => pricesOnly('Intl.NumberFormat.__addLocaleData({ locale: "ne", data: { currencies: {} } });')).toThrow(/no longer registers/);
  });
});
