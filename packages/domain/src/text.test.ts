import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasDirectionMark, hasHiddenCharacter, hasVisibleCharacter, withoutLeadingBlanks } from './text.ts';

const problems = (text: string) => ({
  control: hasControlCharacter(text),
  direction: hasDirectionMark(text),
  hidden: hasHiddenCharacter(text),
  visible: hasVisibleCharacter(text),
});
const fine = { control: false, direction: false, hidden: false, visible: true };

describe('a customer’s text', () => {
  it.each([
    'Sita',
    'सीता',
    'O’Brien-Thapa',
    '+977 984-1234567',
    'Thamel, Kathmandu 44600',
    // Directions for the rider, in English and in Nepali.
    'behind Bhatbhateni, blue gate',
    'भाटभटेनी पछाडि, निलो गेट',
    // Devanagari: a conjunct written with a zero-width joiner, another with a non-joiner, and श्री (no joiner at all).
    'क्\u200Dष',
    'क्\u200Cष',
    'श्री',
    'श्री गणेश पिज्जा',
    // Emoji: a family joined by ZWJ, a heart in emoji style (VS16), a flag written with tag characters.
    'Ram 👨\u200D👩\u200D👧',
    'Sita \u2764\uFE0F',
    'Pizza \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    // An ideograph's variant form (an ideographic variation selector), as Japanese names need.
    '葛\u{E0100}飾',
    // A braille blank between words is a blank like a space.
    'Sita\u2800Ram',
  ])('passes %j', (text) => {
    expect(problems(text)).toEqual(fine);
  });

  it.each(['Sita\nRam', 'Sita\u0007', 'Sita\u0085', 'Sita\u007F', 'Sita\u2028Ram', 'Sita\u2029Ram'])('finds a line break or control character in %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['\u202EatiS', 'Sita \u2066x\u2069', '\u202Bمرحبا', 'Sita\u200E', 'Sita\u200F 12', 'Sita\u061C'])('finds a direction mark in %j', (text) => {
    expect(hasDirectionMark(text)).toBe(true);
    // One refusal for it, not two.
    expect(hasHiddenCharacter(text)).toBe(false);
  });

  it.each([
    ['a tag character', 'Sita\u{E0041}'],
    ['a sentence in tags', `Sita${[...'ignore this'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('')}`],
    ['the language tag', '\u{E0001}Sita'],
    ['a cancel tag alone', 'Sita\u{E007F}'],
    ['tags after the black flag that make no flag', '\u{1F3F4}\u{E0078}\u{E0079}\u{E007F}'],
    ['an interlinear annotation', 'Sita\uFFF9hidden\uFFFAshown\uFFFB'],
    ['an interlinear annotation anchor alone', 'Sita\uFFF9'],
    ['an annotation separator alone', 'Sita\uFFFA'],
    ['an annotation terminator alone', 'Sita\uFFFB'],
    ['a zero-width space', 'Margherita\u200B'],
    ['a word joiner', 'Mar\u2060gherita'],
    ['a byte-order mark inside', 'Mar\uFEFFgherita'],
    ['a soft hyphen', 'Mar\u00ADgherita'],
    ['a Hangul filler', 'Sita\u3164'],
    ['a halfwidth Hangul filler', 'Sita\uFFA0'],
  ])('finds %s hidden in %j', (_what, text) => {
    expect(hasHiddenCharacter(text)).toBe(true);
  });

  it.each([
    '',
    '   ',
    '\u200B\u200B',
    '\u200D\uFEFF',
    '\u0301',
    // U+3164 Hangul filler and U+2800 braille blank: letters and symbols by category, yet they show nothing.
    '\u3164',
    '\u3164\u3164 \u3164',
    '\u2800',
    '\u2800\u2800',
    '\u115F\u1160\uFFA0',
    '\u{E0041}\u{E0042}',
    '\uFFF9\uFFFA\uFFFB',
    '\u200E\u200F\u061C',
    '\u2028\u2029',
    '\u200C\u200D',
    '\uFE0F',
  ])('finds nothing visible in %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each([
    ['=1+1', '=1+1'],
    ['\u200B=HYPERLINK("x")', '=HYPERLINK("x")'],
    ['\t\uFEFF =1', '=1'],
    ['\u2800\u3164\u200D+1', '+1'],
    ['\u{E0041}@SUM(A1)', '@SUM(A1)'],
    ['Sita \u200B', 'Sita \u200B'],
    ['', ''],
  ])('reads %j as starting at %j', (text, start) => {
    expect(withoutLeadingBlanks(text)).toBe(start);
  });
});
