import { type ChoiceRefusal, looksLikeOrderId } from '@chulo/domain';

/**
 * What the server says when it refuses a request, written once: the server answers with these
 * words, the route table lists them as each route's error answers, and the OpenAPI document
 * shows them to other teams. Each is a sentence a person can read; none names a field by its
 * code name.
 */

/** SPEC §8: the order lookup fails. The id is repeated only when it could be one (`looksLikeOrderId`): an address can hold any text. */
export const orderNotFound = (id: string) => (looksLikeOrderId(id) ? `Couldn't find order #${id}` : "Couldn't find this order");
export const orderClosed = (id: string, status: string) => `Order #${id} is already ${status}`;
export const orderAwaitsPayment = (id: string) => `Order #${id} is waiting for its payment: pay for it, or choose to pay at the door, then make it a priority`;
export const orderCannotMove = (id: string, from: string, to: string) => `Order #${id} is ${from}: it cannot become ${to}`;
export const orderChangedMeanwhile = (id: string) => `Order #${id} changed meanwhile: please try again`;
export const noSuchPizza = (pizzaId: number) => `There is no pizza #${pizzaId} on the menu`;
export const soldOut = (pizzaName: string) => `${pizzaName} is sold out`;

/** Why a pizza cannot be had as chosen (@chulo/domain's ChoiceRefusal), in words. */
function choiceProblem(pizza: string, refusal: ChoiceRefusal): string {
  const what = (part: string, name: string) => (part === 'extra' ? name : `${name} ${part}`);
  const inSize = (size: string | undefined) => (size === undefined ? '' : ` in ${size} size`);
  switch (refusal.reason) {
    case 'unknown':
      return `there is no ${refusal.part} #${refusal.id} on the menu`;
    case 'not-offered':
      if (refusal.part === 'size') return `${pizza} does not come in ${refusal.name} size`;
      if (refusal.part === 'crust') return `${pizza} is not made on ${refusal.name} crust${inSize(refusal.size)}`;
      return `${pizza} takes no ${refusal.name}${inSize(refusal.size)}`;
    case 'sold-out':
      return refusal.part === 'extra' ? `we are out of ${refusal.name}` : `${what(refusal.part, refusal.name)} is sold out`;
    case 'too-many-extras':
      return refusal.max === 0 ? `${pizza} takes no extras` : `${pizza} takes at most ${refusal.max} extras`;
    case 'not-an-ingredient':
      return `there is no ${refusal.ingredient} on ${pizza} to leave out`;
    case 'twice':
      return refusal.part === 'extra' ? `${refusal.name} is chosen twice` : `${refusal.name} is left out twice`;
  }
}

/** A line of the cart (`line` from 1, as the customer sees the cart) that cannot be had as chosen: "Line 2, Margherita: Family size is sold out". */
export const choiceRefused = (line: number, pizza: string, refusal: ChoiceRefusal) => `Line ${line}, ${pizza}: ${choiceProblem(pizza, refusal)}`;
export const tooManyPizzas = (max: number) => `An order can have at most ${max} pizzas. For a bigger order, please call the shop`;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was sent before with a different order: send a new key with each new order';
export const KITCHEN_FULL = 'The kitchen is full right now. Please try again in a little while';
/** One phone, or one network, holds as much of the kitchen as one customer may (orders not yet delivered, or their baking time). */
export const PHONE_HOLDS_ENOUGH =
  'This phone number already has as much waiting in our kitchen as we take from one customer. Please order again once it is delivered, or call the shop';
export const NETWORK_HOLDS_ENOUGH =
  'Your network already has as much waiting in our kitchen as we take from one customer. Please order again once it is delivered, or call the shop';

// Refusals of the schemas that the route table also shows as examples of its 400s.
export const ORDER_ID_TOO_LONG = 'Order id is too long';
export const PRIORITY_ONLY_ON = 'Priority can only be turned on';
export const USERNAME_REQUIRED = 'Username is required';
export const PRICE_DECIMALS = 'A price has at most two decimals';

export const OWNERS_ONLY = 'Only the shop’s owners may do this';
export const LAST_OWNER = 'The shop needs at least one owner: make someone else an owner first';
export const noSuchAccount = (username: string) => `There is no account named ${username}`;
export const accountExists = (username: string) => `There is already an account named ${username}`;
/** Another account's username that this one would be taken for in the history ("sita1" and "sital"). */
export const usernameLooksLike = (username: string, existing: string) => `The username ${username} looks too much like ${existing}, who already has an account`;
export const pizzaNameTaken = (name: string) => `There is already a pizza named ${name}`;
export const noSuchChoice = (choiceId: number) => `There is no size, crust or extra #${choiceId}`;
/** "a size", "an extra". */
const aChoice = (kind: string) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
export const choiceNameTaken = (kind: string, name: string) => `There is already ${aChoice(kind)} named ${name}`;
export const notA = (kind: string, choiceId: number) => `Choice #${choiceId} is not ${aChoice(kind)}`;
export const DEFAULT_SIZE_NEEDED = 'A pizza always comes in the default size: give its price';
/** The default size and crust stay on every pizza; the size can stop being the default, the crust cannot. */
export const defaultNotRetired = (kind: 'size' | 'crust', name: string) =>
  kind === 'size'
    ? `${name} is the default size: every pizza comes in it and the menu’s prices are for it. Make another size the default before retiring ${name}`
    : `${name} is the default crust, on every pizza at no charge: it cannot be retired`;
export const choiceRetired = (kind: string, name: string) => `The ${kind} ${name} is retired: bring it back first`;
/** Pizzas that would have no price in a size made the default, the menu's price being a pizza's price in it. */
export const notEveryPizzaIn = (size: string, pizzas: readonly string[]) =>
  `${pizzas.length === 1 ? `${pizzas[0]} does` : `${pizzas.slice(0, -1).join(', ')} and ${pizzas.at(-1)} do`} not come in ${size}: give ${pizzas.length === 1 ? 'it' : 'each'} a ${size} price before making ${size} the default size`;
export const SIZE_HAS_NO_PRICES = 'A size has no prices of its own: each pizza’s offer prices it';
export const PIZZA_ORDER_INCOMPLETE = 'List every pizza on the menu once, retired ones too';
export const PHOTO_NOT_AN_IMAGE = 'A photo must be a JPEG, PNG or WebP picture';
export const photoTooLarge = (megabytes: number) => `A photo can be at most ${megabytes} MB`;
export const photoTooManyPixels = (width: number, height: number, maxMegapixels: number) =>
  `This photo is ${width} × ${height} pixels, more than the ${maxMegapixels} million pixels a photo can have`;
/** The order form says when the shop opens in the same words (`formatOpening`). */
export const shopClosed = (opening: string | null) =>
  opening ? `The shop is closed right now. It opens again ${opening}` : 'The shop is closed and takes no orders for now';
export const outsideDeliveryArea = (radiusKm: number) => `We only deliver within ${radiusKm} km of the shop, and this address is further away`;

export const SIGN_IN_NEEDED = 'Please sign in to the kitchen';
export const WRONG_PASSWORD = 'Wrong username or password';
export const CROSS_SITE = 'Kitchen changes are only taken from the kitchen’s own pages';
export const CSRF_MISSING = 'This request is missing its security token: please reload the page';
export const tooManyRequests = (retryAfter: string) => `Too many requests. Please try again in ${retryAfter}.`;
export const TOO_MANY_LIVE_PAGES = 'Too many live pages are open from your network. Close one and try again.';
export const LIVE_PAGES_FULL = 'The shop is following too many live pages right now. Please try again in a moment.';
export const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
export const SERVER_FAILED = 'Something went wrong on our side';
export const INVALID_JSON = 'The request body is not valid JSON';

/** One problem a schema found in a request: where (`cart.0.quantity`; '' for the whole request) and what, as a sentence. */
export interface RequestIssue {
  path: string;
  message: string;
}

/** zod's issues as the API and the client report them, the server in a 400's `issues` and the client in InvalidRequestError's. */
export function requestIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RequestIssue[] {
  return issues.map(({ path, message }) => ({ path: path.map(String).join('.'), message }));
}

/** Paying online: what the customer reads when a payment cannot start or go on (paying-online.ts). */
export const paymentNotOffered = (method: string) => `This shop does not take ${method} payments`;
export const PHONE_ORDER_PAID_AT_THE_DOOR = 'An order taken by phone is paid at the door: cash on delivery, or the rider’s QR';
export const orderNotAwaitingPayment = (id: string, status: string) => `Order #${id} is ${status}: there is nothing to pay online`;
export const PAYMENT_WINDOW_OVER = 'The time to pay for this order is over, and it is cancelled. Please order again';
export const PROVIDER_UNAVAILABLE =
  'The payment service did not answer in time. Your order is kept: please try again in a moment, or pay cash on delivery instead';
export const PAYMENT_RETURN_UNKNOWN = 'This payment is not one this shop started';
export const noRefundDue = (id: string) => `Order #${id} has no refund due`;
