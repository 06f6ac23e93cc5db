import { describe, expect, it } from 'vitest';
import { buildAddress } from './address.ts';

const full = { locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal' };

describe('buildAddress (SPEC §7)', () => {
  it.each([
    [{}, 'Thamel, Kathmandu 44600, Nepal'],
    [{ locality: '' }, 'Kathmandu 44600, Nepal'],
    [{ city: '' }, 'Thamel, 44600, Nepal'],
    [{ postcode: '' }, 'Thamel, Kathmandu, Nepal'],
    [{ countryName: '' }, 'Thamel, Kathmandu 44600'],
    [{ locality: '', city: '' }, '44600, Nepal'],
    [{ locality: '', postcode: '' }, 'Kathmandu, Nepal'],
    [{ locality: '', countryName: '' }, 'Kathmandu 44600'],
    [{ city: '', postcode: '' }, 'Thamel, Nepal'],
    [{ city: '', countryName: '' }, 'Thamel, 44600'],
    [{ postcode: '', countryName: '' }, 'Thamel, Kathmandu'],
    [{ locality: '', city: '', postcode: '' }, 'Nepal'],
    [{ locality: '', city: '', countryName: '' }, '44600'],
    [{ locality: '', postcode: '', countryName: '' }, 'Kathmandu'],
    [{ city: '', postcode: '', countryName: '' }, 'Thamel'],
    [{ locality: '', city: '', postcode: '', countryName: '' }, ''],
  ])('with %o empty gives %j', (empty, expected) => {
    expect(buildAddress({ ...full, ...empty })).toBe(expected);
  });

  it('treats blank parts as empty and trims the others', () => {
    expect(buildAddress({ locality: '  ', city: ' Lalitpur ', postcode: ' ', countryName: 'Nepal ' })).toBe('Lalitpur, Nepal');
  });

  it('never leaves a double space inside a part', () => {
    expect(buildAddress({ ...full, locality: 'Jhamsikhel   Road' })).toBe('Jhamsikhel Road, Kathmandu 44600, Nepal');
  });
});
