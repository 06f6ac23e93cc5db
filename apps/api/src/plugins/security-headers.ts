import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isKitchen } from './shop-paths.ts';

/**
 * Nothing is loaded from another origin; the only inline styles that apply are those `styleSources`
 * name by their hashes; forms post here, and to `formTargets` (eSewa's payment form, when the shop takes eSewa).
 */
const pagePolicy = (styleSources: readonly string[], formTargets: readonly string[] = []): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...styleSources],
      // blob: the owner's photo previewed from the phone or the computer before it is sent (PhotoPicker).
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HSTS belongs to whoever terminates TLS in front of us.
  strictTransportSecurity: false,
});

/** A policy as a plain list of headers: it is static, so helmet works it out once instead of on every request. */
function headersOf(policy: Parameters<typeof helmet>[0]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(policy)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/**
 * Powerful features no page of the shop uses, denied to its pages and to anything they frame, so
 * that a script slipped into one could not ask for them either.
 */
const UNUSED_FEATURES = ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'accelerometer', 'gyroscope', 'magnetometer'];

/**
 * `Permissions-Policy`: the customer's pages may ask for the device's position ('Get Position' on
 * the order form; the app moves between its screens without loading another document, so every
 * customer page allows it), on this origin only; every other page may not.
 */
const permissionsPolicy = (position: 'self' | 'none') =>
  [`geolocation=${position === 'self' ? '(self)' : '()'}`, ...UNUSED_FEATURES.map((feature) => `${feature}=()`)].join(', ');

const withPermissions = (headers: Readonly<Record<string, string>>, position: 'self' | 'none') =>
  Object.freeze({ ...headers, 'permissions-policy': permissionsPolicy(position) });

/** The headers of the pages that are not the customer's (the kitchen, the API's reference, Storybook's). */
export const PAGE_SECURITY_HEADERS = withPermissions(headersOf(pagePolicy([])), 'none');

/** The customer's pages (and the web app's files): the pages' headers, with the device's position allowed, and forms posted to `formTargets`. */
const customerPageHeaders = (formTargets: readonly string[]) => withPermissions(headersOf(pagePolicy([], formTargets)), 'self');

/**
 * The headers of a page the server renders, whose stylesheet is written into it (inline-stylesheet.ts):
 * the customer pages' policy, which also lets exactly those `<style>` elements apply, by their hashes.
 */
export const renderedPageHeaders = (styleSources: readonly string[], formTargets: readonly string[] = []) =>
  withPermissions(headersOf(pagePolicy(styleSources, formTargets)), 'self');

/**
 * For JSON answers and pizza images and photos: no browser renders them as a page, so they need no
 * allowances at all (OWASP's headers for REST services). Stricter than the pages' policy, and a
 * third of its bytes on the answers the shop sends most. Also what the few answers Node or
 * Fastify send before any hook runs carry (a request line Node cannot parse, a malformed URL).
 */
export const RESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

/** Pizza images, drawn or photographed, may be shown on other sites' pages (an `<img>` there is a cross-origin, no-cors load). */
const IMAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...RESOURCE_SECURITY_HEADERS,
  'cross-origin-resource-policy': 'cross-origin',
});

/**
 * A page of the UI kit's Storybook (/storybook/): a built tool of its own, whose pages show each
 * story in a frame of the same origin. The inline scripts it may run are the page's own, by their
 * hashes (plugins/storybook.ts reads them from the build); nothing comes from other origins.
 */
export function storybookPageHeaders(scriptHashes: readonly string[]): Readonly<Record<string, string>> {
  return Object.freeze({
    ...PAGE_SECURITY_HEADERS,
    // Inline styles all the same: Storybook writes `<style>` elements and `style` attributes as it
    // runs, whose text no hash can know beforehand (with hashes alone, its manager and stories lose their styles).
    'content-security-policy':
      `default-src 'self'; script-src 'self' ${scriptHashes.join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  });
}

/** The API's reference (routes/api-docs.ts): a page and its files, all of them from here, under the pages' policy. */
const isApiDocs = (url: string) => /^\/api\/docs(?:[/?]|$)/.test(url);

function headersFor(url: string, customerPage: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (isApiDocs(url) || isKitchen(url)) return PAGE_SECURITY_HEADERS;
  if (url.startsWith('/api/')) return RESOURCE_SECURITY_HEADERS;
  if (url.startsWith('/images/') || url.startsWith('/photos/')) return IMAGE_SECURITY_HEADERS;
  return customerPage;
}

/** One place for the headers every response carries; `formTargets`: origins besides ours that customers' pages post forms to. */
export const securityHeaders = fp(async (app: FastifyInstance, { formTargets = [] }: { formTargets?: readonly string[] }) => {
  const customerPage = customerPageHeaders(formTargets);
  // A callback hook, not an async one: this runs on every request, and a promise each time shows.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url, customerPage));
    done();
  });
});
