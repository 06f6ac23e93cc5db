import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import fc from 'fast-check';

/** Strings an attacker tries first: injection, markup, traversal, templates, odd Unicode. */
export const HOSTILE_TEXT = [
  "'; DROP TABLE orders; --",
  "Robert'); DROP TABLE order_lines;--",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(10); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}} ${7*7} #{7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '\\\\server\\share',
  '__proto__',
  'constructor',
  'null',
  'काठमाडौं, नेपाल',
  '🍕🔥👨‍👩‍👧',
  'e\u0301\u202Eevil\u202C',
] as const;

/** Text PostgreSQL and UTF-8 cannot take as it is: NUL, lone surrogates. */
export const UNSTORABLE_TEXT = ['a\u0000b', '\uD800', 'x\uDFFFy'] as const;

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One request exactly as given, on a connection of its own: the path is not normalised
 * (fetch would resolve `..` and re-encode), so malformed escapes and traversal attempts
 * reach the server as sent, and no answer depends on what an earlier request left behind.
 */
export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode as number, headers: response.headers, text: Buffer.concat(chunks).toString() }));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** Characters Node's client lets through in a request path: every byte from ! to ÿ, unescaped. */
const pathChar = fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code));

/** Percent-escapes text; a lone surrogate becomes the (invalid) UTF-8 bytes a careless client would send for it. */
export function escapeText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) as number;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** A path segment: escaped junk, a raw byte soup with stray `%`, a traversal, or a very long one. */
export const hostileSegment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(escapeText),
  fc.string({ unit: pathChar, maxLength: 40 }).map((raw) => raw.replaceAll('?', '%3F').replaceAll('#', '%23')),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%ff%fe', '%C0%AE'),
  fc.constantFrom(...HOSTILE_TEXT, ...UNSTORABLE_TEXT).map(escapeText),
  fc.integer({ min: 65, max: 300 }).map((length) => 'A'.repeat(length)),
);

/** Header values Node's client can send: printable ASCII. (Oversized headers are Node's to refuse, before any route.) */
const headerValue = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...HOSTILE_TEXT.filter((text) => /^[\x20-\x7e]*$/.test(text))));

/** Headers a browser, a proxy or an attacker adds; never the framing ones (length, encoding of the body). */
export const hostileHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-encoding',
    'accept-language',
    'if-none-match',
    'if-modified-since',
    'range',
    'cookie',
    'origin',
    'referer',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-proto',
    'x-csrf-token',
    'idempotency-key',
    'x-http-method-override',
  ),
  headerValue,
  { maxKeys: 4 },
);

/** Any JSON value, hostile strings included. */
export const anyJson = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...HOSTILE_TEXT, ...UNSTORABLE_TEXT, -1, 0, 1e308, -0, 2 ** 53 + 1, '', ' ', [], {}),
);
