import { MAX_QUANTITY } from '@chulo/domain';

/**
 * The limits of an order and the words that refuse it, without zod: the order's schema (requests.ts),
 * which the server validates with and the client checks before sending, is built from them, and a
 * form may show them as hints.
 */
export const CUSTOMER_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const MAX_CART_LINES = 50;
/** The longest name of an ingredient, on the menu and in a choice that leaves it out. */
export const INGREDIENT_MAX_LENGTH = 40;
/** The most extras, or ingredients left out, one line may name: more than any pizza has. */
export const MAX_CHOSEN = 20;
/** "27.717200, 85.324000" is 21: room for more decimals than any device gives. */
export const POSITION_MAX_LENGTH = 60;

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const controlMessage = (label: string) => `${label} may not contain line breaks or other control characters`;
export const directionMessage = (label: string) => `${label} may not contain marks that change the direction of the text`;
export const invisibleMessage = (label: string) => `${label} may not contain invisible characters`;
export const QUANTITY_ERROR = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const CART_EMPTY = 'Cart is empty';
export const CART_TOO_LONG = `Cart has more than ${MAX_CART_LINES} lines`;
