/**
 * What a person's text (a customer's name, a phone number, an address and the rider's directions, a pizza's name) may hold,
 * so that it reads on every screen as it was written: no control characters or line breaks (an
 * escape or a second line hidden in a name), no marks that change the direction of what follows
 * (which would make a name read backwards on the board), no invisible characters (which hide text
 * or make two different names look the same), and at least one character a person can see.
 * Letters of every script pass, and so do the invisible characters that have work to do inside a
 * word: the joiners Devanagari and emoji need, and variation selectors.
 */

/** Control characters, and the line and paragraph separators: each breaks a line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/**
 * Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text after them;
 * the left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C) turn the
 * punctuation and digits beside them around.
 */
const DIRECTION_MARKS = String.raw`\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C`;
const DIRECTION_MARK = new RegExp(`[${DIRECTION_MARKS}]`, 'u');

/**
 * What shows nothing by itself: white space, control characters, Unicode's default-ignorable
 * characters (zero-width spaces and joiners, the Hangul fillers, variation selectors, tags,
 * direction marks…), the braille blank (U+2800) and the interlinear annotation marks
 * (U+FFF9–U+FFFB, which hide the text between them).
 */
const BLANK = String.raw`\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800\uFFF9-\uFFFB`;
const VISIBLE = new RegExp(`(?![${BLANK}])[\\p{L}\\p{N}\\p{P}\\p{S}]`, 'u');
const LEADING_BLANKS = new RegExp(`^[${BLANK}]+`, 'u');

/**
 * Invisible characters that have no work to do in the shop's text: default-ignorable ones (zero-width
 * space, word joiner, soft hyphen, byte-order mark, the Hangul fillers, tags, which can carry a
 * whole hidden sentence…) and the interlinear annotation marks. Direction marks are told apart
 * (DIRECTION_MARK), and those in WORKING_INVISIBLES or SUBDIVISION_FLAGS are allowed.
 */
const HIDDEN = new RegExp(`(?![${DIRECTION_MARKS}])[\\p{Default_Ignorable_Code_Point}\\uFFF9-\\uFFFB]`, 'u');
/**
 * Zero-width non-joiner and joiner (U+200C, U+200D: conjuncts such as क्‍ष, and emoji sequences),
 * variation selectors (emoji or text style, an ideograph's form) and Mongolian's free variation
 * selectors.
 */
const WORKING_INVISIBLES = /\u200C|\u200D|[\uFE00-\uFE0F]|[\u180B-\u180D\u180F]|[\u{E0100}-\u{E01EF}]/gu;
/** The only emoji written with tag characters: the flags of England, Scotland and Wales. */
const SUBDIVISION_FLAGS =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);
export const hasDirectionMark = (text: string): boolean => DIRECTION_MARK.test(text);
export const hasHiddenCharacter = (text: string): boolean => HIDDEN.test(text.replace(SUBDIVISION_FLAGS, '').replace(WORKING_INVISIBLES, ''));
/** False for text made only of blanks: spaces, zero-width joiners, Hangul fillers, braille blanks… are an empty field. */
export const hasVisibleCharacter = (text: string): boolean => VISIBLE.test(text);
/** The text from its first character that is not blank (BLANK): what a reader, or a spreadsheet, takes as its start. */
export const withoutLeadingBlanks = (text: string): string => text.replace(LEADING_BLANKS, '');
