import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@chulo/api-client/contract';
import { passwordProblem } from './password-policy.ts';

describe('a staff password', () => {
  it.each(['password12', 'short one', '🍕🍕🍕🍕🍕🍕'])('of fewer than 12 characters is refused: %j', async (password) => {
    expect(await passwordProblem(password)).toBe(PASSWORD_TOO_SHORT);
  });

  it.each(['password1234', 'QWERTYUIOP12', 'qwertyuiop12'])('among the most common is refused, whatever its case: %j', async (password) => {
    expect(await passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
  });

  it.each(['correct horse battery', 'दाल भात तरकारी'])('long and uncommon is taken: %j', async (password) => {
    expect(await passwordProblem(password)).toBeNull();
  });
});
