import unhomoglyph from 'unhomoglyph';

/**
 * Whether two names would be taken for each other on a screen or a receipt, so that no pizza or
 * account can pass for another: "Margherita" beside "Margherita" with a hidden zero-width space, a
 * Cyrillic М, a full-width letter, another case, or "rn" for "m".
 *
 * Each name is compared as Unicode Technical Standard #39 compares strings for confusability:
 * NFKC, default-ignorable characters dropped (zero-width spaces and joiners, fillers, tags…),
 * then its skeleton: decomposed (NFD), each character replaced by the prototype it is confusable
 * with, decomposed again. The table is Unicode's confusables.txt as the `unhomoglyph` package
 * ships it (nodeca's; Unicode 13 data, which covers Latin, Greek and Cyrillic fully). Blanks count
 * as one space, so a braille blank or two spaces pass for one.
 *
 * Case: UTS #39 leaves it to the caller, and one folding is not enough, since confusables differ
 * by case (capital I and the digit 1 both look like l; Cyrillic М looks like M, its small м like
 * no Latin letter). So two names look alike when the skeletons of their upper-case forms match, or
 * those of their lower-case forms do.
 */

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const BLANKS = /[\s\u2800]+/gu;

const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** What a name is compared by; never shown (an "m" in it has become "rn"). */
function likenessKeys(name: string): readonly [upper: string, lower: string] {
  const plain = name.normalize('NFKC').replace(DEFAULT_IGNORABLE, '').replace(BLANKS, ' ').trim();
  // Upper then lower case: ß becomes ss, and final sigma the sigma, as full case folding has it.
  const lower = plain.toUpperCase().toLowerCase();
  return [skeleton(plain.toUpperCase()), skeleton(lower)];
}

/** The first of `names` that `name` would be taken for, or undefined. */
export function lookAlikeOf(name: string, names: Iterable<string>): string | undefined {
  const [upper, lower] = likenessKeys(name);
  for (const other of names) {
    const [otherUpper, otherLower] = likenessKeys(other);
    if (upper === otherUpper || lower === otherLower) return other;
  }
  return undefined;
}
