/**
 * What a customer's text (a name, a phone number, an address) may hold, so that it reads on the
 * kitchen's screen as the customer wrote it: no control characters (a line break or an escape
 * hidden in a name), no marks that reverse the direction of what follows (which would make a name
 * read backwards on the board), and at least one character a person can see (not only spaces or
 * zero-width joiners). Letters of every script, and the joiners Devanagari needs, pass.
 */

const CONTROL = /\p{Cc}/u;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text after them. */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);
export const hasDirectionOverride = (text: string): boolean => DIRECTION_OVERRIDE.test(text);
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);
