/**
 * The client of the shop's API. Each call is a function of a connection
 * (`getMenu(api)`), so that an app split by screen loads each call's code (and the
 * check of its answer) only where it is used; `createApiClient` gives every call as
 * a method of one object. The kitchen's calls are on `@chulo/api-client/staff`; the
 * wire's shapes on `@chulo/api-client/contract`. Only the calls that send a body load
 * zod, to check it against the route's schema before sending.
 */
export { createApiClient, type ApiClient } from './client.ts';
export { createApiConnection, type ApiClientOptions, type ApiConnection, type Unsubscribe } from './connection.ts';
export { getMenu } from './calls/menu.ts';
export { getOrder, makeOrderPriority } from './calls/order.ts';
export { followOrder } from './calls/live-order.ts';
export { payOrder } from './calls/payment.ts';
export { createOrder } from './calls/place-order.ts';
export { reverseGeocode } from './calls/geocode.ts';
export { getShopStatus } from './calls/shop-status.ts';
export type { LiveHandlers } from './live/follow.ts';
export { ApiError, HttpError, InvalidAnswerError, isSignedOut, logFailure, NetworkError } from './errors.ts';
export { InvalidRequestError } from './invalid-request.ts';
export type { RequestIssue } from './contract/messages.ts';
export type { AnyApiError, ApiErrorKind, FailedRequest } from './errors.ts';
export type {
  CallBack,
  CartItem,
  NewOrder,
  Checkout,
  Order,
  OrderPayment,
  OrderStatus,
  PaymentStart,
  Pizza,
  PlacedOrder,
  ReverseGeocode,
  ShopStatus,
  StaffOrder,
  StaffSession,
} from './contract/index.ts';
