import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';
import type { StaffAccounts, StaffSession } from '../services/staff-roster.ts';

export const SESSION_COOKIE = 'kitchen_session';
const COOKIE_PATH = '/api/staff';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook of every staff route: a valid session, and on changes the session's CSRF token. */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook of the owners' routes: all requireStaff asks, by an owner. */
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    startStaffSession(reply: FastifyReply, token: string, session: StaffSession): void;
    endStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request comes from this site's own pages, as the browser tells: `Sec-Fetch-Site`
 * where it sends one, otherwise `Origin`, compared with the address the request came to (behind a
 * trusted proxy, the one the browser saw). A request with neither comes from no browser page.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  return origin === undefined || origin === `${request.protocol}://${request.host}`;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Staff sessions: an HttpOnly, SameSite=Strict cookie, plus a CSRF token header on every change.
 * The cookie is Secure when the request came over https, and always when the shop's public address
 * is https: behind a TLS terminator whose hops are not trusted (`TRUST_PROXY`), the request looks
 * like plain http, yet the browser is on https and must never send the cookie over plain http.
 */
export const staffAuth = fp(async (app: FastifyInstance, { accounts, publicUrl }: { accounts: StaffAccounts; publicUrl: string | null }) => {
  const publicOverHttps = publicUrl !== null && new URL(publicUrl).protocol === 'https:';

  await app.register(cookie);
  app.decorateRequest('staff', null);

  // Orders with names, phones and addresses, and sessions with their CSRF token: kept by no cache on the way.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // A change (the sign-in included) comes from the kitchen's own pages, or from no page at all (a script).
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !fromOwnPage(request)) throw new ClientError(403, messages.CROSS_SITE);
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await accounts.session(token) : null;
    if (!session) throw new ClientError(401, messages.SIGN_IN_NEEDED);
    if (!SAFE_METHODS.has(request.method)) {
      const given = request.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameToken(given, session.csrfToken)) {
        throw new ClientError(403, messages.CSRF_MISSING);
      }
    }
    request.staff = session;
  });

  app.decorate('requireOwner', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireStaff(request, reply);
    if (request.staff?.role !== 'owner') throw new ClientError(403, messages.OWNERS_ONLY);
  });

  app.decorate('startStaffSession', (reply: FastifyReply, token: string, session: StaffSession) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: publicOverHttps || reply.request.protocol === 'https',
      expires: new Date(session.expiresAt),
    });
  });

  app.decorate('endStaffSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await accounts.signOut(token);
    reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
  });
});
