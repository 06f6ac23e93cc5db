import { PASSWORD_TOO_COMMON, passwordShapeProblem } from '@chulo/api-client/contract';

/**
 * What a staff password must be (OWASP ASVS 2.1): long enough and not trivial (the contract's
 * passwordShapeProblem, which the kitchen's forms check too), and none of the passwords people pick
 * most (zxcvbn-ts' list of about 49,000, whatever the case). Applied wherever a password is set.
 */

/** The list is a few megabytes in memory: loaded the first time a password is set, never at start-up. */
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Why `password` may not be set for `username`, in a sentence; null when it may. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  const shape = passwordShapeProblem(password, username);
  if (shape) return shape;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
