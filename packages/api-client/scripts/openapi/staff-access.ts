import type { Route } from '../../src/contract/index.ts';

/**
 * How a member of staff proves who they are: the session cookie that signing in sets, and on every
 * change the session's CSRF token in a header. The names are the server's (apps/api's staff-auth
 * plugin); apps/api's test of this document signs in with them.
 */
export const STAFF_SECURITY_SCHEMES = {
  kitchenSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'kitchen_session',
    description:
      'Set by `POST /api/staff/login`: HttpOnly, SameSite=Strict, sent only under /api/staff. A browser keeps and sends it by itself; elsewhere, keep it from the `Set-Cookie` answer.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description: "The session's `csrfToken` (answered by signing in and by `GET /api/staff/session`), sent with every change: every method but GET.",
  },
} as const;

/** What a route asks of its caller: nothing, the session, or for a change the session and its CSRF token (an owner's, for the owners' routes). */
export function securityOf({ access, method }: Route): Partial<Record<keyof typeof STAFF_SECURITY_SCHEMES, []>>[] | undefined {
  if (access === 'anyone') return undefined;
  return [method === 'GET' ? { kitchenSession: [] } : { kitchenSession: [], csrfToken: [] }];
}
