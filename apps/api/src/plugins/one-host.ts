import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from '../refusals.ts';

/**
 * A host as a request may name it (RFC 3986's host, then a port): a name of letters, digits,
 * hyphens and dots (underscores too, which some private networks' names have), an IPv4 address,
 * or an IPv6 address in brackets. No quotes, brackets, `@`, spaces or an empty name.
 */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

const TWICE = 'This request names its host more than once';
const NONE = 'This request names no host';
const MALFORMED = 'This request names a host that cannot be one';

/**
 * Why the server cannot take the host `request` names, or null when it can: its `Host` header
 * named twice (RFC 9112 §3.2: Node keeps the first, while a proxy or cache in front may have acted
 * on the other, the way host-header and cache-poisoning attacks begin), missing from an HTTP/1.1
 * request (the server is created to let those through to here, for an answer in the envelope), or
 * not a host at all.
 */
export function hostRefusal({ rawHeaders, httpVersion }: Pick<IncomingMessage, 'rawHeaders' | 'httpVersion'>): string | null {
  let host: string | undefined;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.length !== 4 || rawHeaders[index]!.toLowerCase() !== 'host') continue;
    if (host !== undefined) return TWICE;
    host = rawHeaders[index + 1]!;
  }
  if (host === undefined) return httpVersion === '1.0' ? null : NONE;
  return HOST.test(host) ? null : MALFORMED;
}

/**
 * Refuses (400) a request whose host cannot be taken (above), or whose `X-Forwarded-Host` from a
 * trusted proxy (`request.host` behind TRUST_PROXY) is no host. The host is never written
 * into a page (those take the shop's address from PUBLIC_URL) or the log; this keeps what it
 * reaches (the staff API's same-origin check) to hosts that are hosts.
 */
export const oneHost = fp(async (app: FastifyInstance) => {
  // A callback, not an async hook: every request passes here, the menu's too, and it needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const forwarded = request.host !== (request.headers.host ?? '');
    const refusal = hostRefusal(request.raw) ?? (forwarded && !HOST.test(request.host) ? MALFORMED : null);
    done(refusal ? new ClientError(400, refusal) : undefined);
  });
});
