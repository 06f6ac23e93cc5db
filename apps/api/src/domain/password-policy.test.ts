import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('a staff password', () => {
  it.each(['password12', 'short one'])('of fewer than 12 characters is refused: %j', async (password) => {
    expect(await passwordProblem(password)).toBe('A password needs at least 12 characters');
  });

  it.each(['password1234', 'QWERTYUIOP12', 'qwertyuiop12'])('among the most common is refused, whatever its case: %j', async (password) => {
    expect(await passwordProblem(password)).toBe('This password is one of the most common ones: please choose another');
  });

  it.each(['correct horse battery', 'दाल भात तरकारी'])('long and uncommon is taken: %j', async (password) => {
    expect(await passwordProblem(password)).toBeNull();
  });
});
