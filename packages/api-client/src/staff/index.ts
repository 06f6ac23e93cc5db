/**
 * The kitchen's API (`@chulo/api-client/staff`), behind a staff session: an HttpOnly cookie
 * that travels by itself, and a CSRF token that every change sends. Each call is a function
 * of a connection, as on the main entry point: `moveOrder(api, id, 'baking', csrfToken)`.
 */
export { getSession, signIn, signOut } from './session.ts';
export { followOrders, getOpenOrders, getOrder, moveOrder, takePhoneOrder } from './orders.ts';
export { editPizza, type PizzaChange } from './menu.ts';
export { addStaff, changeStaff, listStaff, removeStaff } from './accounts.ts';
export { addPizza, changePizza, listPizzas, orderPizzas, putPizzaPhoto, removePizzaPhoto } from './pizzas.ts';
export { addChoice, changeChoice, listChoices, markChoiceSoldOut, setPizzaOffer } from './choices.ts';
export { changeShopSettings, getShopSettings } from './shop.ts';
export { endBusy, getPacing, markBusy, pauseOnlineOrders, resumeOnlineOrders } from './pacing.ts';
export { getSales, salesExportUrl, type SalesRange } from './sales.ts';
export { getHistory } from './history.ts';
