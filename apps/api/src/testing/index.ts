/**
 * `@chulo/api/testing`: what the browser tests and the benchmarks may use of this package besides
 * the server's HTTP API, and their only way into it. Each function runs the server as its users do
 * (the built server and staff command, in processes of their own, several behind Debian's HAProxy
 * if need be) or prepares what such a server runs on (a database of its own, orders already stored,
 * whose rows only this package knows how to write), or is a customer of it (checkouts from addresses
 * of their own, retried with their Idempotency-Key; live order pages). The menu and order ids they
 * read from the server, over HTTP. The rest of this folder serves the server's own tests.
 */
export type { DatabaseKind } from '../data/database.ts';
export { type BalancedShop, startBalancedShop } from './balanced-shop.ts';
export { type BulkOrderOptions, storeOrders } from './bulk-orders.ts';
export { type CheckoutLoad, type CheckoutLoadOptions, startCheckoutLoad } from './checkout-load.ts';
export { createTestDatabase, postgresReachable, sqlitePath, TEST_DATABASE_URL, type TestDatabase, withTestDatabase } from './databases.ts';
export { type BackendState, type LoadBalancer } from './load-balancer.ts';
export { followLivePages, killUnderLivePages, type LivePage, type LivePages, type LivePagesCut } from './live-pages.ts';
export { LOAD_TEST_INTAKE } from './load-test-intake.ts';
export { customerAddress } from './loopback-http.ts';
export { checkOutWithRetries, type RetriedCheckout } from './retried-checkout.ts';
export { EXIT_WITH_PARENT, serverArguments } from './server-command.ts';
export {
  freePort,
  probe,
  type ServerProcess,
  type ServerProcessOptions,
  spawnServerProcess,
  trackChild,
  waitUntilServing,
  withServerProcess,
} from './server-process.ts';
export { type RawExchange, slowClient, trickledBody, trickledHeaders } from './slow-client.ts';
export { addStaffAccount, runStaffCommand, type StaffCommandOutcome } from './staff-command.ts';
export { signInStaff, type StaffSession, staffHeaders } from './staff.ts';
export { countStoredOrders, missingOrders } from './stored-orders.ts';
export { gpsLatitudeBytes, KITCHEN_GPS, PHONE_MODEL, phonePhoto, picture } from './pictures.ts';
export { waitFor } from './wait-for.ts';
