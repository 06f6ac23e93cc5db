import { describe, expect, it } from 'vitest';
import { PASSWORD_HAS_USERNAME, PASSWORD_ONLY_SPACES, PASSWORD_REPEATED, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@chulo/api-client/contract';
import { passwordProblem } from './password-policy.ts';

describe('a staff password', () => {
  const forMaya = (password: string) => passwordProblem(password, 'kitchen.maya');

  it.each(['password12', 'short one', '🍕🍕🍕🍕🍕🍕'])('of fewer than 12 characters is refused: %j', async (password) => {
    expect(await forMaya(password)).toBe(PASSWORD_TOO_SHORT);
  });

  it.each(['password1234', 'QWERTYUIOP12', 'qwertyuiop12'])('among the most common is refused, whatever its case: %j', async (password) => {
    expect(await forMaya(password)).toBe(PASSWORD_TOO_COMMON);
  });

  it.each([' '.repeat(12), '\t \n '.repeat(4)])('of spaces only is refused: %j', async (password) => {
    expect(await forMaya(password)).toBe(PASSWORD_ONLY_SPACES);
  });

  it.each(['aaaaaaaaaaaa', 'zzzzzzzzzzzzzzzzzzzz', 'abcabcabcabc', '🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕'])('of a character or a few, repeated, is refused: %j', async (password) => {
    expect(await forMaya(password)).toBe(PASSWORD_REPEATED);
  });

  it.each(['kitchen.maya', 'KITCHEN.MAYA', 'i am kitchen.maya, chef', 'Kitchen.Maya2026!'])('holding the username, whatever its case, is refused: %j', async (password) => {
    expect(await forMaya(password)).toBe(PASSWORD_HAS_USERNAME);
  });

  it.each(['correct horse battery', 'दाल भात तरकारी', 'maya of the kitchen bakes at nine'])('long and uncommon is taken: %j', async (password) => {
    expect(await forMaya(password)).toBeNull();
  });
});
