/**
 * What a staff password must be (OWASP ASVS 2.1): at least 12 characters, and none of the
 * passwords people pick most (zxcvbn-ts' list of about 49,000, whatever the case). Applied
 * wherever a password is set.
 */
export const MIN_PASSWORD_LENGTH = 12;

/** The list is a few megabytes in memory: loaded the first time a password is set, never at start-up. */
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Why `password` may not be set, in a sentence; null when it may. */
export async function passwordProblem(password: string): Promise<string | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  if ((await commonPasswords()).has(password.toLowerCase())) return 'This password is one of the most common ones: please choose another';
  return null;
}
