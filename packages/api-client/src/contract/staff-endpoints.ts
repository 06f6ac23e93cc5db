import { endpoint } from './endpoints.ts';

/** Where the kitchen's calls go: in a module of their own, so that only the kitchen's code carries them. */
export const signIn = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/login', access: 'anyone', rateLimit: 'staff-sign-in' });
export const signOut = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/logout', access: 'staff' });
export const getSession = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/session', access: 'staff' });
export const getOpenOrders = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/orders', access: 'staff' });
export const getStaffOrder = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/orders/:id', access: 'staff' });
export const moveOrder = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/orders/:id', access: 'staff' });
export const editPizza = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/menu/:pizzaId', access: 'staff' });
export const followOrders = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/events', access: 'staff', answer: 'events' });
