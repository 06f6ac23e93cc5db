import { LATER_NOT_PRIORITY, ordersPausedMessage, PHONE_ERROR, tooSoonMessage } from '@chulo/domain';
import * as customer from './customer-endpoints.ts';
import * as kitchen from './staff-endpoints.ts';
import { GeocodeSchema } from './geocode.ts';
import { MENU_CURRENCY, MenuSchema, PizzaSchema } from './menu.ts';
import * as say from './messages.ts';
import { OrderSchema, STATUS_UNKNOWN, StaffOrderSchema, StaffOrdersSchema } from './order.ts';
import { IdempotencyHeadersSchema, NewOrderSchema, OrderIdParamsSchema, PositionQuerySchema, PriorityUpdateSchema } from './requests.ts';
import { OrderStatusFilterSchema, PizzaChangeSchema, PizzaIdParamsSchema, StaffSignInSchema, StatusChangeSchema } from './staff-requests.ts';
import { StaffSessionSchema } from './staff-session.ts';
import {
  HistoryQuerySchema,
  HistorySchema,
  NewPizzaSchema,
  NewStaffAccountSchema,
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_HAS_USERNAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PHOTO_UPLOAD,
  PizzaEditSchema,
  PizzaOrderSchema,
  SALES_RANGE_TOO_LONG,
  SalesQuerySchema,
  SalesReportSchema,
  ShopSettingsChangeSchema,
  ShopSettingsSchema,
  StaffAccountChangeSchema,
  StaffAccountSchema,
  StaffAccountsSchema,
  StaffPizzaSchema,
  StaffPizzasSchema,
  UsernameParamsSchema,
} from './back-office.ts';
import { ShopStatusSchema } from './shop-status.ts';
import { choiceRoutes } from './choice-routes.ts';
import { StaffFeedDataSchema } from './pacing.ts';
import { pacingRoutes } from './pacing-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { type ErrorAnswer, invalid, noSuchPizza, type Route } from './route-shape.ts';

/**
 * The route table: every endpoint of the API, customer and staff, named once. The server
 * registers its routes from it (validating requests with its schemas and serialising answers
 * from them), the client's calls take their addresses from it (customer-endpoints.ts, staff-endpoints.ts) and check orders
 * with its schemas before sending, and the build writes the OpenAPI document from it.
 */

const badOrderId = invalid(say.ORDER_ID_TOO_LONG);
const unknownOrder: ErrorAnswer = { status: 404, when: 'no order has this id', message: say.orderNotFound('K7M2P9QX') };
const nameTaken: ErrorAnswer = {
  status: 409,
  when: 'another pizza has this name or one that looks like it (whatever its case, hidden characters or letters of another script)',
  message: say.pizzaNameTaken('Margherita'),
};
const noSuchAccount: ErrorAnswer = { status: 404, when: 'no account has this username', message: say.noSuchAccount('maya') };
const lastOwner: ErrorAnswer = { status: 409, when: 'it would leave the shop without an owner', message: say.LAST_OWNER };
const ownersOnly = (when: string): ErrorAnswer => ({ status: 403, when, message: say.OWNERS_ONLY });
const weakPassword: ErrorAnswer[] = [
  invalid(PASSWORD_TOO_SHORT),
  { status: 400, when: 'the password is one of the most common', message: PASSWORD_TOO_COMMON },
  { status: 400, when: 'the password is only spaces, a few characters repeated, or holds the username', message: PASSWORD_HAS_USERNAME },
];

/** Why an order is refused, however it comes in: the customer's checkout or staff taking it by phone. */
const orderRefusals: ErrorAnswer[] = [
  invalid(PHONE_ERROR),
  { status: 400, when: 'a pizza in the cart is sold out', message: say.soldOut('Margherita') },
  { status: 400, when: 'a pizza in the cart is not on the menu', message: say.noSuchPizza(99) },
  {
    status: 400,
    when: 'a line’s choice cannot be had: a size, crust or extra the shop has not, that is sold out or not offered on that pizza, more extras than it takes, or leaving out what is not on it; `issues` names the line (`cart.1.choice`)',
    message: say.choiceRefused(2, 'Margherita', { reason: 'sold-out', part: 'size', name: 'Family' }),
  },
  { status: 400, when: 'the order has more pizzas than the shop takes online (lines of the same pizza count together)', message: say.tooManyPizzas(30) },
  { status: 503, when: 'the kitchen’s queue is longer than the shop lets it grow', message: say.KITCHEN_FULL },
  { status: 409, when: 'the shop is closed (its opening hours, or a dated closure)', message: say.shopClosed('tomorrow at 11:00') },
  { status: 422, when: 'the order’s position lies outside the shop’s delivery area', message: say.outsideDeliveryArea(8) },
  {
    status: 400,
    when: 'the `deliverAt` asked for (`issues` names it) has passed, is not on the quarter hour, is after tomorrow, outside opening hours, on a day the shop is closed, or sooner than the kitchen can deliver',
    message: tooSoonMessage(Date.parse('2026-11-27T19:40:00+05:45')),
  },
  { status: 422, when: 'an order for later (`deliverAt`) asks for priority', message: LATER_NOT_PRIORITY },
];

export const routes = {
  getMenu: {
    ...customer.getMenu,
    summary: 'The menu: every pizza, sold out or not, in the order the shop lists them',
    description: 'Answers with an `ETag`; send it back in `If-None-Match` to get `304 Not Modified` while the menu is unchanged.',
    data: MenuSchema,
    alongside: { currency: MENU_CURRENCY },
    errors: [],
  },
  createOrder: {
    ...customer.createOrder,
    summary: 'Places an order; the server prices every line itself, from the menu and the line’s choice',
    description:
      'Send an `Idempotency-Key` (any unique text up to 200 characters) to make retrying safe: the same key with the same order gets the first attempt’s answer, with `Idempotent-Replayed: true`. A key belongs to its customer (their phone): another customer’s key is never theirs, and the same key with a different order is refused.',
    headers: IdempotencyHeadersSchema,
    body: NewOrderSchema,
    data: OrderSchema,
    errors: [
      ...orderRefusals,
      { status: 422, when: 'the `Idempotency-Key` was sent before with a different order', message: say.IDEMPOTENCY_KEY_REUSED },
      {
        status: 429,
        when: 'the orders of this phone not yet delivered are as many, or take as much of the kitchen’s queue, as one customer’s may',
        message: say.PHONE_HOLDS_ENOUGH,
      },
      { status: 429, when: 'the same holds for the orders from the client’s network (its address, an IPv6 client its /64)', message: say.NETWORK_HOLDS_ENOUGH },
      {
        status: 409,
        when: 'the kitchen has paused online orders (for a time, or until it resumes them)',
        message: ordersPausedMessage(Date.parse('2026-11-27T19:30:00+05:45'), Date.parse('2026-11-27T19:00:00+05:45')),
      },
    ],
  },
  getShopStatus: {
    ...customer.getShopStatus,
    summary: 'Whether the shop takes orders now, when it opens next, and how far it delivers',
    data: ShopStatusSchema,
    errors: [],
  },
  getOrder: {
    ...customer.getOrder,
    missLimited: true,
    summary: 'An order as anyone with its id may see it: no name, phone or address',
    params: OrderIdParamsSchema,
    data: OrderSchema,
    errors: [badOrderId, unknownOrder],
  },
  makeOrderPriority: {
    ...customer.makeOrderPriority,
    missLimited: true,
    summary: 'Makes an order priority, for the priority fee; asking again changes nothing',
    params: OrderIdParamsSchema,
    body: PriorityUpdateSchema,
    data: OrderSchema,
    errors: [badOrderId, invalid(say.PRIORITY_ONLY_ON), unknownOrder, { status: 409, when: 'the order is delivered or cancelled', message: say.orderClosed('K7M2P9QX', 'delivered') },
      { status: 409, when: 'the order is for later: it comes at its time', message: LATER_NOT_PRIORITY },
      { status: 409, when: 'the order awaits its payment online: it is not in the kitchen yet', message: say.orderAwaitsPayment('K7M2P9QX') },
    ],
  },
  followOrder: {
    ...customer.followOrder,
    missLimited: true,
    summary: 'An order, live: an `order` event now and after every change (Server-Sent Events)',
    params: OrderIdParamsSchema,
    data: OrderSchema,
    errors: [badOrderId, unknownOrder],
  },
  reverseGeocode: {
    ...customer.reverseGeocode,
    personal: true,
    summary: 'The address at a position, answered bare as reverse-geocoding services answer (SPEC §7)',
    query: PositionQuerySchema,
    data: GeocodeSchema,
    errors: [invalid('Latitude must be a decimal number')],
  },
  signIn: {
    ...kitchen.signIn,
    summary: 'Signs a member of staff in: the session cookie comes with the answer, its CSRF token in it',
    body: StaffSignInSchema,
    data: StaffSessionSchema,
    errors: [invalid(say.USERNAME_REQUIRED), { status: 401, when: 'the username or password is wrong', message: say.WRONG_PASSWORD }],
  },
  signOut: { ...kitchen.signOut, summary: 'Ends the session', data: null, errors: [] },
  getSession: { ...kitchen.getSession, summary: 'The signed-in member of staff, with the session’s CSRF token', data: StaffSessionSchema, errors: [] },
  getOpenOrders: {
    ...kitchen.getOpenOrders,
    summary: 'Every open order (or those in one status), in the order the kitchen cooks them',
    query: OrderStatusFilterSchema,
    data: StaffOrdersSchema,
    errors: [invalid(STATUS_UNKNOWN)],
  },
  getStaffOrder: {
    ...kitchen.getStaffOrder,
    summary: 'An order with who to deliver it to, and where',
    params: OrderIdParamsSchema,
    data: StaffOrderSchema,
    errors: [badOrderId, unknownOrder],
  },
  takePhoneOrder: {
    ...kitchen.takePhoneOrder,
    summary: 'Places an order staff take by phone: the same body and rules as a customer’s, but taken while online orders are paused',
    description:
      'The order joins the same queue and estimate as the customers’ own, marked `channel: phone` on the staff API. Staff are not held to one customer’s share of the kitchen, and a large order from a new number is not marked for a call back: staff are on the phone with the customer. Answers the order as the kitchen sees it; the customer follows it at `/order/{id}`.',
    body: NewOrderSchema,
    data: StaffOrderSchema,
    errors: [
      ...orderRefusals,
      { status: 409, when: 'the order asks to be paid with a wallet: staff take cash on delivery or the rider’s QR, whatever wallets the shop has', message: say.PHONE_ORDER_PAID_AT_THE_DOOR },
    ],
  },
  moveOrder: {
    ...kitchen.moveOrder,
    summary: 'Moves an order on to its next status, or cancels it',
    params: OrderIdParamsSchema,
    body: StatusChangeSchema,
    data: StaffOrderSchema,
    errors: [
      badOrderId,
      invalid(STATUS_UNKNOWN),
      unknownOrder,
      { status: 409, when: 'the order may not move to that status', message: say.orderCannotMove('K7M2P9QX', 'delivered', 'baking') },
      { status: 409, when: 'someone else moved it at the same moment', message: say.orderChangedMeanwhile('K7M2P9QX') },
    ],
  },
  editPizza: {
    ...kitchen.editPizza,
    summary: 'Marks a pizza sold out or back, or (owners only) changes its price; answers it as customers now see it',
    params: PizzaIdParamsSchema,
    body: PizzaChangeSchema,
    data: PizzaSchema,
    errors: [invalid(say.PRICE_DECIMALS), noSuchPizza, ownersOnly('a member of the kitchen changes a price')],
  },
  followOrders: {
    ...kitchen.followOrders,
    summary:
      'Every order change, live: `ready` once changes are followed, then an `order` event per change, and a `pacing` event with the kitchen’s pace after `ready` and whenever it changes (Server-Sent Events)',
    data: StaffFeedDataSchema,
    errors: [],
  },
  listStaff: { ...kitchen.listStaff, summary: 'Every staff account, with its role', data: StaffAccountsSchema, errors: [] },
  addStaff: {
    ...kitchen.addStaff,
    summary: 'Adds a member of staff, as an owner or the kitchen',
    body: NewStaffAccountSchema,
    data: StaffAccountSchema,
    errors: [
      ...weakPassword,
      { status: 409, when: 'the username is taken', message: say.accountExists('maya') },
      { status: 409, when: 'the username looks like one that is taken', message: say.usernameLooksLike('rnaya', 'maya') },
    ],
  },
  changeStaff: {
    ...kitchen.changeStaff,
    summary: 'Changes a member of staff’s role, or sets a new password for them (for one’s own, with the current one)',
    params: UsernameParamsSchema,
    body: StaffAccountChangeSchema,
    data: StaffAccountSchema,
    errors: [
      ...weakPassword,
      { status: 400, when: 'an owner sets their own password without their current one', message: CURRENT_PASSWORD_NEEDED },
      { status: 403, when: 'an owner sets their own password with a wrong current one', message: CURRENT_PASSWORD_WRONG },
      noSuchAccount,
      lastOwner,
    ],
  },
  removeStaff: {
    ...kitchen.removeStaff,
    summary: 'Removes a member of staff; their sessions end',
    params: UsernameParamsSchema,
    data: null,
    errors: [noSuchAccount, lastOwner],
  },
  listPizzas: {
    ...kitchen.listPizzas,
    summary: 'Every pizza, retired ones too, in the order the menu lists them',
    data: StaffPizzasSchema,
    errors: [],
  },
  addPizza: {
    ...kitchen.addPizza,
    summary: 'Adds a pizza to the end of the menu',
    body: NewPizzaSchema,
    data: StaffPizzaSchema,
    errors: [invalid('Name is required'), nameTaken],
  },
  changePizza: {
    ...kitchen.changePizza,
    summary: 'Changes any of a pizza’s details, retires it from the menu or brings it back; past orders keep their lines as ordered',
    params: PizzaIdParamsSchema,
    body: PizzaEditSchema,
    data: StaffPizzaSchema,
    errors: [invalid('Nothing to change'), noSuchPizza, nameTaken],
  },
  orderPizzas: {
    ...kitchen.orderPizzas,
    summary: 'Sets the order in which the menu lists the pizzas',
    body: PizzaOrderSchema,
    data: StaffPizzasSchema,
    errors: [{ status: 400, when: 'the list misses a pizza, names one twice, or names one that does not exist', message: say.PIZZA_ORDER_INCOMPLETE }],
  },
  putPizzaPhoto: {
    ...kitchen.putPizzaPhoto,
    summary: 'Sets a pizza’s photo: JPEG, PNG or WebP, turned upright, stripped of every bit of metadata, cropped square, stored in several widths',
    description: 'The body is the picture itself, with its media type as `Content-Type`; the server recognises it by its bytes, not by that header.',
    params: PizzaIdParamsSchema,
    upload: PHOTO_UPLOAD,
    data: StaffPizzaSchema,
    errors: [
      { status: 415, when: 'the body is no JPEG, PNG or WebP picture', message: say.PHOTO_NOT_AN_IMAGE },
      { status: 413, when: 'the picture is larger than the shop takes', message: say.photoTooLarge(PHOTO_UPLOAD.maxBytes / 1024 / 1024) },
      {
        status: 413,
        when: 'the picture has more pixels than the shop takes, whatever its size in bytes',
        message: say.photoTooManyPixels(20_000, 20_000, PHOTO_UPLOAD.maxPixels / 1_000_000),
      },
      noSuchPizza,
    ],
  },
  removePizzaPhoto: {
    ...kitchen.removePizzaPhoto,
    summary: 'Removes a pizza’s photo: the menu shows its drawn picture again',
    params: PizzaIdParamsSchema,
    data: StaffPizzaSchema,
    errors: [noSuchPizza],
  },
  ...choiceRoutes,
  ...pacingRoutes,
  ...paymentRoutes,
  getShopSettings: {
    ...kitchen.getShopSettings,
    summary: 'The shop’s opening hours (Kathmandu time), dated closures and delivery area',
    data: ShopSettingsSchema,
    errors: [],
  },
  changeShopSettings: {
    ...kitchen.changeShopSettings,
    summary: 'Changes the opening hours, the dated closures or the delivery area',
    body: ShopSettingsChangeSchema,
    data: ShopSettingsSchema,
    errors: [invalid('Monday: the shop must close after it opens')],
  },
  getSales: {
    ...kitchen.getSales,
    summary: 'The sales of a range of days (Kathmandu’s calendar): orders and revenue by hour and by day, best sellers (also by size), extras sold, priority share, punctuality, cancellations',
    query: SalesQuerySchema,
    data: SalesReportSchema,
    errors: [invalid('A date is YYYY-MM-DD'), invalid(SALES_RANGE_TOO_LONG)],
  },
  exportSales: {
    ...kitchen.exportSales,
    summary: 'The orders of a range of days as a CSV file, one line per order',
    query: SalesQuerySchema,
    data: null,
    errors: [invalid('A date is YYYY-MM-DD'), invalid(SALES_RANGE_TOO_LONG)],
  },
  getHistory: {
    ...kitchen.getHistory,
    summary: 'Every change to the menu, prices, staff and hours, and the kitchen’s pace: who, what, when; newest first',
    query: HistoryQuerySchema,
    data: HistorySchema,
    errors: [invalid('Limit is at most 200')],
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
export type { ErrorAnswer, Route };

/** Every refusal a route may give: its own, and those of its kind (staff, limits, an unavailable database). */
export function errorAnswers(route: Route): ErrorAnswer[] {
  const staff = route.access !== 'anyone';
  const staffChange = staff && route.method !== 'GET';
  return [
    ...route.errors,
    ...(staff ? [{ status: 401, when: 'no valid staff session', message: say.SIGN_IN_NEEDED }] : []),
    ...(route.access === 'owner' ? [ownersOnly('the member of staff is not an owner')] : []),
    ...(staffChange ? [{ status: 403, when: 'the CSRF token is missing or wrong', message: say.CSRF_MISSING }] : []),
    ...(route.path.startsWith('/api/staff/') && route.method !== 'GET'
      ? [{ status: 403, when: 'the request comes from another site’s page (`Sec-Fetch-Site`, or `Origin`)', message: say.CROSS_SITE }]
      : []),
    ...(route.rateLimit ? [{ status: 429, when: 'the client went over its limit', message: say.tooManyRequests('1 minute') }] : []),
    ...(route.missLimited
      ? [{ status: 429, when: 'the client looked up too many orders that do not exist this hour', message: say.tooManyRequests('42 minutes') }]
      : []),
    ...(route.answer === 'events'
      ? [
          { status: 429, when: 'the client has as many live pages open as it may', message: say.TOO_MANY_LIVE_PAGES },
          { status: 503, when: 'the server follows as many live pages as it may', message: say.LIVE_PAGES_FULL },
        ]
      : []),
    { status: 503, when: 'the database is briefly unreachable', message: say.UNAVAILABLE },
  ];
}
