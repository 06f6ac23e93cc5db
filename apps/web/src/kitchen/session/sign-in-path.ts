export const SIGN_IN_PATH = '/kitchen/login';

/** The sign-in screen, coming back to `next` (a kitchen path) afterwards. */
export function signInPath(next: string): string {
  return next === '/kitchen' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where to go after signing in: only ever a kitchen page of this site. */
export function afterSignIn(next: string | null): string {
  return next && /^\/kitchen(?:[/?]|$)/.test(next) && !next.startsWith(SIGN_IN_PATH) ? next : '/kitchen';
}
