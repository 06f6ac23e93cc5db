import * as z from 'zod/mini';
import { isValidPhone, MAX_QUANTITY, PHONE_ERROR, PHONE_MAX_LENGTH, parsePosition } from '@chulo/domain';

/** What the customer sends, as the server validates it. Prices on the wire are rupees. */

// zod/mini leaves messages to the caller; register English as full zod does, unless a locale is already set.
if (!z.config().localeError) z.config(z.locales.en());

export const CUSTOMER_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const MAX_CART_LINES = 50;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));
}

const QUANTITY_ERROR = 'Quantity must be a whole number from 1 to 99';

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
    .check(z.minLength(1, 'Cart is empty'), z.maxLength(MAX_CART_LINES, `Cart has more than ${MAX_CART_LINES} lines`)),
});
export type NewOrder = z.input<typeof NewOrderSchema>;
export type ValidNewOrder = z.output<typeof NewOrderSchema>;

export const PriorityUpdateSchema = z.strictObject({ priority: z.literal(true) });

export function successEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
