import { describe, expect, it } from 'vitest';
import { lookAlikeOf } from './look-alike-names.ts';

const MENU = ['Margherita', 'Pepperoni', 'Chicken Tikka', 'Pizza 1', 'मोमो पिज्जा'];

describe('names that look alike', () => {
  it.each([
    ['another case', 'MARGHERITA', 'Margherita'],
    ['a zero-width space', 'Margherita\u200B', 'Margherita'],
    ['a zero-width joiner', 'Marg\u200Dherita', 'Margherita'],
    ['a byte-order mark and a soft hyphen', '\uFEFFMar\u00ADgherita', 'Margherita'],
    ['a tag character', 'Margherita\u{E0041}', 'Margherita'],
    ['a Cyrillic М', '\u041Cargherita', 'Margherita'],
    ['Cyrillic and Greek capitals', '\u041C\u0410RGH\u0395RITA', 'Margherita'],
    ['a Cyrillic р and о', '\u0420ерр\u0435r\u043Eni', 'Pepperoni'],
    ['a full-width letter', '\uFF2Dargherita', 'Margherita'],
    ['rn for m', 'rnargherita', 'Margherita'],
    ['two spaces', 'Chicken  Tikka', 'Chicken Tikka'],
    ['a braille blank for a space', 'Chicken\u2800Tikka', 'Chicken Tikka'],
    ['a capital I for the digit 1', 'Pizza I', 'Pizza 1'],
    ['a small l for the digit 1', 'pizza l', 'Pizza 1'],
    ['Devanagari written with a joiner', 'मोमो\u200D पिज्जा', 'मोमो पिज्जा'],
  ])('takes a name with %s for the one on the menu', (_what, name, existing) => {
    expect(lookAlikeOf(name, MENU)).toBe(existing);
  });

  it.each(['Margarita', 'Pepperoni Special', 'Chicken Tikka Masala', 'Pizza 7', 'मोमो', 'Paneer'])('tells %j from every name on the menu', (name) => {
    expect(lookAlikeOf(name, MENU)).toBeUndefined();
  });

  it('compares usernames the same way: digits and letters that pass for each other', () => {
    expect(lookAlikeOf('sita1', ['ram', 'sital'])).toBe('sital');
    expect(lookAlikeOf('r0hit', ['rohit'])).toBe('rohit');
    expect(lookAlikeOf('rnohan', ['mohan'])).toBe('mohan');
    expect(lookAlikeOf('hari', ['harl', 'hari.'])).toBeUndefined();
  });
});
