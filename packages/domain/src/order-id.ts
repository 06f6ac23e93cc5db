/** The characters of an order's id: upper-case letters and digits a customer cannot misread (no 0/O, 1/I/L). */
export const ORDER_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How many characters an order's id has. */
export const ORDER_ID_LENGTH = 8;

const ID_SHAPED = new RegExp(`^[${ORDER_ID_ALPHABET}]{1,${ORDER_ID_LENGTH}}$`, 'i');

/**
 * Whether `text` could be (a mistyped) order id: at most ORDER_ID_LENGTH characters of the
 * alphabet, in either case, since customers type ids by hand. Only such text is repeated back
 * to a customer (a page's title, "Couldn't find order #…"): an order's address can hold any
 * other text, words, markup or marks that turn a sentence around, which the shop never echoes.
 */
export function looksLikeOrderId(text: string): boolean {
  return ID_SHAPED.test(text);
}
