/**
 * SPEC §5: an optional plus, a 1-4 digit country part, then digit groups
 * separated by an optional dash, dot, space or parentheses.
 */
export const PHONE_PATTERN = /^\+?\d{1,4}?[-.\s]?\(?\d{1,3}?\)?[-.\s]?\d{1,4}[-.\s]?\d{1,4}[-.\s]?\d{1,9}$/;

/** The longest phone number the shop stores. */
export const PHONE_MAX_LENGTH = 30;

/** SPEC §8: what the customer reads under a phone number that breaks the rule. */
export const PHONE_ERROR = 'Provide us your correct Number please.';

/** SPEC §5: true when `phone` matches the phone pattern (and is not absurdly long). */
export function isValidPhone(phone: string): boolean {
  return phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone);
}

/** A `tel:` link to `phone`, keeping only what a dialler understands: digits and a leading plus. */
export function phoneLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
