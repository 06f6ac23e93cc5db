/**
 * What the service worker (service-worker/sw.ts) and the app say to each other, named once for
 * both. No imports: the service worker's build reads it too.
 */

/**
 * On an order the service worker answers from its copy (the network failed): when the shop sent
 * that copy (its `Date`, as an ISO time), so the order page can say it is the last known state.
 */
export const LAST_KNOWN_HEADER = 'x-chulo-last-known';

