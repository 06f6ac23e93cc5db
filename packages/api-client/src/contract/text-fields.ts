import * as z from 'zod/mini';
import { hasControlCharacter, hasDirectionMark, hasHiddenCharacter, hasVisibleCharacter } from '@chulo/domain';
import { controlMessage, directionMessage, invisibleMessage, requiredMessage, tooLongMessage } from './order-rules.ts';

/**
 * A person's text (a customer's name, a pizza's): trimmed and in Unicode's composed form (NFC), so that lengths and comparisons
 * count characters as people see them; refused when it is too long, shows nothing, or holds a
 * line break or other control character, a mark that changes the direction it reads in, or an
 * invisible character that hides text (@chulo/domain's text rules).
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .check(
      z.trim(),
      z.normalize('NFC'),
      z.refine(hasVisibleCharacter, requiredMessage(label)),
      z.maxLength(max, tooLongMessage(label, max)),
      z.refine((text) => !hasControlCharacter(text), controlMessage(label)),
      z.refine((text) => !hasDirectionMark(text), directionMessage(label)),
      z.refine((text) => !hasHiddenCharacter(text), invisibleMessage(label)),
    );
}

