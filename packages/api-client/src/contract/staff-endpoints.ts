import { endpoint } from './endpoints.ts';

/** Where the kitchen's calls go: in a module of their own, so that only the kitchen's code carries them. */
export const signIn = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/login', access: 'anyone', rateLimit: 'staff-sign-in' });
export const signOut = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/logout', access: 'staff' });
export const getSession = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/session', access: 'staff' });
export const getOpenOrders = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/orders', access: 'staff' });
export const getStaffOrder = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/orders/:id', access: 'staff' });
export const takePhoneOrder = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/orders', access: 'staff', status: 201 });
export const moveOrder = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/orders/:id', access: 'staff' });
export const editPizza = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/menu/:pizzaId', access: 'staff' });
export const followOrders = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/events', access: 'staff', answer: 'events' });

// The back office: staff accounts, the menu, opening hours and the delivery area, sales, the history of changes.
export const listStaff = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/accounts', access: 'owner' });
export const addStaff = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/accounts', access: 'owner', status: 201 });
export const changeStaff = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/accounts/:username', access: 'owner' });
export const removeStaff = /* @__PURE__ */ endpoint({ method: 'DELETE', path: '/api/staff/accounts/:username', access: 'owner' });
export const listPizzas = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/pizzas', access: 'staff' });
export const addPizza = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/pizzas', access: 'owner', status: 201 });
export const changePizza = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/pizzas/:pizzaId', access: 'owner' });
export const orderPizzas = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/pizzas/order', access: 'owner' });
export const putPizzaPhoto = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/pizzas/:pizzaId/photo', access: 'owner' });
export const removePizzaPhoto = /* @__PURE__ */ endpoint({ method: 'DELETE', path: '/api/staff/pizzas/:pizzaId/photo', access: 'owner' });
export const listChoices = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/choices', access: 'staff' });
export const addChoice = /* @__PURE__ */ endpoint({ method: 'POST', path: '/api/staff/choices', access: 'owner', status: 201 });
export const changeChoice = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/choices/:choiceId', access: 'owner' });
export const markChoiceSoldOut = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/choices/:choiceId/sold-out', access: 'staff' });
export const setPizzaOffer = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/pizzas/:pizzaId/offer', access: 'owner' });
export const getShopSettings = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/shop', access: 'owner' });
export const changeShopSettings = /* @__PURE__ */ endpoint({ method: 'PATCH', path: '/api/staff/shop', access: 'owner' });
export const getSales = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/sales', access: 'owner' });
export const exportSales = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/sales/orders.csv', access: 'owner', answer: 'csv' });
export const getHistory = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/history', access: 'owner' });

// The kitchen's pace, for either role: busy, and online orders paused.
export const getPacing = /* @__PURE__ */ endpoint({ method: 'GET', path: '/api/staff/pacing', access: 'staff' });
export const markBusy = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/pacing/busy', access: 'staff' });
export const endBusy = /* @__PURE__ */ endpoint({ method: 'DELETE', path: '/api/staff/pacing/busy', access: 'staff' });
export const pauseOnlineOrders = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/pacing/pause', access: 'staff' });
export const resumeOnlineOrders = /* @__PURE__ */ endpoint({ method: 'DELETE', path: '/api/staff/pacing/pause', access: 'staff' });
export const recordRefund = /* @__PURE__ */ endpoint({ method: 'PUT', path: '/api/staff/orders/:id/refund', access: 'owner' });
