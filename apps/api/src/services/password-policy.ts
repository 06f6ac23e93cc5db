import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@chulo/api-client/contract';

/**
 * What a staff password must be (OWASP ASVS 2.1): at least MIN_PASSWORD_LENGTH characters (the
 * contract's, which the client checks too), and none of the passwords people pick most
 * (zxcvbn-ts' list of about 49,000, whatever the case). Applied wherever a password is set.
 */

/** The list is a few megabytes in memory: loaded the first time a password is set, never at start-up. */
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Why `password` may not be set, in a sentence; null when it may. */
export async function passwordProblem(password: string): Promise<string | null> {
  // Characters as people count them: an emoji is one, not two UTF-16 units.
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}
