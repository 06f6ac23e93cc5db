import * as z from 'zod/mini';
import { isValidPhone, MAX_QUANTITY, PHONE_ERROR, PHONE_MAX_LENGTH, parsePosition } from '@chulo/domain';
import {
  ADDRESS_MAX_LENGTH,
  CART_EMPTY,
  CART_TOO_LONG,
  CUSTOMER_MAX_LENGTH,
  MAX_CART_LINES,
  QUANTITY_ERROR,
  requiredMessage,
  tooLongMessage,
} from './order-rules.ts';

/** What the customer sends, as the server validates it. Prices on the wire are rupees. */

// zod/mini leaves messages to the caller; register English as full zod does, unless a locale is already set.
if (!z.config().localeError) z.config(z.locales.en());

function requiredText(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .check(z.trim(), z.minLength(1, requiredMessage(label)), z.maxLength(max, tooLongMessage(label, max)));
}

export const NewOrderSchema = z.object({
  customer: requiredText('Customer', CUSTOMER_MAX_LENGTH),
  phone: requiredText('Phone', PHONE_MAX_LENGTH).check(z.refine(isValidPhone, PHONE_ERROR)),
  address: requiredText('Address', ADDRESS_MAX_LENGTH),
  priority: z.boolean({ error: 'Priority must be true or false' }),
  position: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.refine((position) => position === '' || parsePosition(position) !== null, 'Position must be "latitude, longitude" or empty'),
      ),
    '',
  ),
  /** Only pizzaId and quantity are trusted; the server prices every line itself. */
  cart: z
    .array(
      z.object({
        pizzaId: z.number({ error: 'Cart item needs a pizzaId' }).check(z.int(), z.gt(0)),
        quantity: z
          .number({ error: QUANTITY_ERROR })
          .check(z.int(QUANTITY_ERROR), z.gte(1, QUANTITY_ERROR), z.lte(MAX_QUANTITY, QUANTITY_ERROR)),
      }),
      { error: 'Cart must be a list of pizzas' },
    )
    .check(z.minLength(1, CART_EMPTY), z.maxLength(MAX_CART_LINES, CART_TOO_LONG)),
});
export type NewOrder = z.input<typeof NewOrderSchema>;
export type ValidNewOrder = z.output<typeof NewOrderSchema>;

export const PriorityUpdateSchema = z.strictObject({ priority: z.literal(true) });
