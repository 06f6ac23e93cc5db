import { endpoint } from './endpoints.ts';

/**
 * Where the customer's calls go (SPEC §7). Each a pure call, gathered in no object, and apart from
 * the kitchen's: a bundler keeps the ones a page calls, beside the page's code, and never the
 * kitchen's addresses in a customer's first script.
 */
export const getMenu = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/menu', access: 'anyone' });
export const createOrder = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/order', access: 'anyone', rateLimit: 'orders', status: 201 });
export const getOrder = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/order/:id', access: 'anyone' });
export const makeOrderPriority = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/order/:id', access: 'anyone', rateLimit: 'priority' });
export const followOrder = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/order/:id/events', access: 'anyone', answer: 'events' });
export const reverseGeocode = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/geocode/reverse', access: 'anyone', rateLimit: 'geocode', answer: 'bare' });
export const getShopStatus = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/shop', access: 'anyone' });
export const payOrder = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/order/:id/payment', access: 'anyone', rateLimit: 'orders' });
export const khaltiReturn = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/payments/khalti/return', access: 'anyone', answer: 'redirect', status: 303 });
export const esewaReturn = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/payments/esewa/return', access: 'anyone', answer: 'redirect', status: 303 });
export const esewaFailure = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/payments/esewa/:attempt/failed', access: 'anyone', answer: 'redirect', status: 303 });
