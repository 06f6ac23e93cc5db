import * as z from 'zod/mini';
import { hasControlCharacter, hasDirectionMark, hasHiddenCharacter, hasVisibleCharacter } from '@chulo/domain';
import { controlMessage, directionMessage, invisibleMessage, requiredMessage, tooLongMessage } from './order-rules.ts';

/**
 * A person's text (a customer's name, a pizza's): trimmed and in Unicode's composed form (NFC), so that lengths and comparisons
 * count characters as people see them; refused when it is too long, shows nothing, or holds a
 * line break or other control character, a mark that changes the direction it reads in, or an
 * invisible character that hides text (@chulo/domain's text rules). A name that must not look like
 * another (a pizza's) takes `NFKC` instead, which also writes each character's look-alike
 * compatibility forms (full-width letters, ligatures) as the plain letters.
 */
export function requiredText(label: string, max: number, form: 'NFC' | 'NFKC' = 'NFC') {
  return z
    .string({ error: requiredMessage(label) })
    .check(
      z.trim(),
      z.normalize(form),
      z.refine(hasVisibleCharacter, requiredMessage(label)),
      ...readsAsWritten(label, max),
    );
}

/**
 * A person's text that may be left out (the rider's directions): cleaned and refused as
 * `requiredText` is, but text that shows nothing (spaces, a braille blank) is '', as if left out.
 */
export function optionalText(label: string, max: number) {
  return z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(
        z.trim(),
        z.normalize('NFC'),
        ...readsAsWritten(label, max),
        z.overwrite((text) => (hasVisibleCharacter(text) ? text : '')),
      ),
  );
}

/** Not too long, and nothing that breaks a line, turns the text around or hides some of it. */
const readsAsWritten = (label: string, max: number) => [
  z.maxLength(max, tooLongMessage(label, max)),
  z.refine<string>((text) => !hasControlCharacter(text), controlMessage(label)),
  z.refine<string>((text) => !hasDirectionMark(text), directionMessage(label)),
  z.refine<string>((text) => !hasHiddenCharacter(text), invisibleMessage(label)),
];

