/**
 * `@chulo/test-lab`: what the server's fault tests, the browser tests and the benchmarks use to
 * run the shop as its users do and to hurt it. Each function runs the server (the built server and
 * staff command of apps/api, or another checkout's, in processes of their own, several behind
 * Debian's HAProxy if need be: server/, balancer/), prepares or inspects what such a server runs on
 * (a database of its own, orders stored or counted behind its back: databases/), or is a customer
 * of it (checkouts from loopback addresses of their own, retried with their Idempotency-Key; live
 * order pages; slow clients; staff signing in: customers/). It never imports the server's modules:
 * the menu and order ids come from the server over HTTP, or from whoever calls.
 */
export { type BalancedShop, startBalancedShop } from './balancer/balanced-shop.ts';
export { type BackendState, type LoadBalancer } from './balancer/load-balancer.ts';
export { type CheckoutLoad, type CheckoutLoadOptions, startCheckoutLoad } from './customers/checkout-load.ts';
export { followLivePages, killUnderLivePages, type LivePage, type LivePages, type LivePagesCut } from './customers/live-pages.ts';
export { customerAddress } from './customers/loopback-http.ts';
export { checkOutWithRetries, postCheckoutFrom, type RetriedCheckout } from './customers/retried-checkout.ts';
export { type RawExchange, slowClient, trickledBody, trickledHeaders } from './customers/slow-client.ts';
export { openSse, type SseClient } from './customers/sse.ts';
export { signInStaff, type StaffLogin, staffHeaders, staffLogin, type StaffSession } from './customers/staff.ts';
export { type BulkOrderOptions, storeOrders } from './databases/bulk-orders.ts';
export {
  availableEngines,
  createTestDatabase,
  type DatabaseKind,
  postgresReachable,
  sqlitePath,
  TEST_DATABASE_URL,
  type TestDatabase,
  withTestDatabase,
} from './databases/databases.ts';
export { countStoredOrders, missingOrders } from './databases/stored-orders.ts';
export { type EsewaStandIn, type EsewaStatus, type EsewaTransaction, startEsewaStandIn } from './payments/esewa-stand-in.ts';
export { type KhaltiPayment, type KhaltiStandIn, type KhaltiStatus, startKhaltiStandIn } from './payments/khalti-stand-in.ts';
export { gpsLatitudeBytes, KITCHEN_GPS, PHONE_MODEL, phonePhoto, picture } from './pictures.ts';
export { LOAD_TEST_INTAKE } from './server/load-test-intake.ts';
export { EXIT_WITH_PARENT, serverArguments } from './server/server-command.ts';
export {
  freePort,
  probe,
  type ServerProcess,
  type ServerProcessOptions,
  spawnServerProcess,
  startServerProcess,
  trackChild,
  waitUntilServing,
  withServerProcess,
} from './server/server-process.ts';
export { addStaffAccount, runStaffCommand, type StaffCommandOutcome } from './server/staff-command.ts';
export { waitFor } from './wait-for.ts';
