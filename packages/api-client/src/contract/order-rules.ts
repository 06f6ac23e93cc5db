import { isValidPhone, MAX_QUANTITY, PHONE_ERROR, PHONE_MAX_LENGTH } from '@chulo/domain';

/**
 * The limits of an order and the words the server refuses it with, without zod: the server's schema
 * (requests.ts) is built from them, and the client refuses an order that breaks them before sending it,
 * in the same words.
 */
export const CUSTOMER_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const MAX_CART_LINES = 50;

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const QUANTITY_ERROR = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
export const CART_EMPTY = 'Cart is empty';
export const CART_TOO_LONG = `Cart has more than ${MAX_CART_LINES} lines`;

interface OrderFields {
  customer: string;
  phone: string;
  address: string;
  cart: readonly { quantity: number }[];
}

function textRefusal(field: string, label: string, text: string, max: number): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return `${field}: ${requiredMessage(label)}`;
  if (trimmed.length > max) return `${field}: ${tooLongMessage(label, max)}`;
  return null;
}

/**
 * What the server would answer this order with, for the limits a form can break (lengths, the phone
 * rule, quantities, the cart's size): the first broken rule in the server's order, or null.
 */
export function orderRefusal({ customer, phone, address, cart }: OrderFields): string | null {
  const quantityAt = cart.findIndex(({ quantity }) => !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY);
  return (
    textRefusal('customer', 'Customer', customer, CUSTOMER_MAX_LENGTH) ??
    textRefusal('phone', 'Phone', phone, PHONE_MAX_LENGTH) ??
    (isValidPhone(phone.trim()) ? null : `phone: ${PHONE_ERROR}`) ??
    textRefusal('address', 'Address', address, ADDRESS_MAX_LENGTH) ??
    (quantityAt >= 0 ? `cart.${quantityAt}.quantity: ${QUANTITY_ERROR}` : null) ??
    (cart.length === 0 ? `cart: ${CART_EMPTY}` : cart.length > MAX_CART_LINES ? `cart: ${CART_TOO_LONG}` : null)
  );
}
