import { describe, expect, it } from 'vitest';
import { isValidPhone, PHONE_PATTERN, phoneLink } from './phone.ts';

describe('the phone rule (SPEC §5)', () => {
  it.each(['+977 984-1234567', '9841234567', '+1 (555) 123-4567', '01-4412345', '+44 20 7946 0958', '984.123.4567'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );

  it.each(['', 'abc', '12', '+', '+977 98a1234567', '123--456', '++9771234567', '1 2 3 4 5 6', '(01) 4412345', '9'.repeat(31)])(
    'rejects %j',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );

  it('refuses a number longer than 30 characters even where the pattern alone would take it', () => {
    const longest = '+9999-(999)-9999-9999-999999999';
    expect(PHONE_PATTERN.test(longest)).toBe(true);
    expect(isValidPhone(longest)).toBe(false);
    expect(isValidPhone(longest.slice(1))).toBe(true);
  });

  it.each(['01-5555555', '01 5555555', '015555555', '+977-1-5555555', '061-555555'])('accepts the landline %s, as a shop writes its own number', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
});

describe('a phone number to dial', () => {
  it('keeps its digits and a leading plus', () => {
    expect(phoneLink('+977 984-1234567')).toBe('tel:+9779841234567');
    expect(phoneLink('(01) 441.2345')).toBe('tel:014412345');
    expect(phoneLink(' 01-5555555 ')).toBe('tel:015555555');
  });
});
