import * as z from 'zod/mini';
import { MAX_UNIT_PRICE } from '@chulo/domain';
import { withEnglishMessages } from './english.ts';
import { PIZZA_ID_DIGITS } from './menu.ts';
import { PRICE_DECIMALS, USERNAME_REQUIRED } from './messages.ts';
import { OrderStatusSchema } from './order.ts';

/** What the kitchen sends, as the server validates it and the client checks it before sending; in a module of its own, so that the customer's screens never load it. */

withEnglishMessages();

export const StaffSignInSchema = z.object({
  username: z.string({ error: USERNAME_REQUIRED }).check(z.maxLength(100, 'Username must be at most 100 characters')),
  password: z.string({ error: 'Password is required' }).check(z.maxLength(200, 'Password must be at most 200 characters')),
});

export const OrderStatusFilterSchema = z.object({ status: z.optional(OrderStatusSchema) });

/** An order's next status, or 'cancelled'. */
export const StatusChangeSchema = z.strictObject({ status: OrderStatusSchema });

export const PizzaIdParamsSchema = z.object({
  pizzaId: z.pipe(
    z.string().check(z.regex(new RegExp(`^${PIZZA_ID_DIGITS}$`), 'Pizza id must be a whole number from 1, in digits')),
    z.transform(Number),
  ),
});

/** What staff may change on a pizza: sold out or back in stock, or its price in rupees; or both. */
export const PizzaChangeSchema = z
  .strictObject({
    soldOut: z.optional(z.boolean({ error: 'Sold out must be true or false' })),
    unitPrice: z.optional(
      z
        .number({ error: 'A price must be a number' })
        .check(
          z.positive('A price must be more than 0'),
          z.lte(MAX_UNIT_PRICE, `A price must be at most ${MAX_UNIT_PRICE} rupees`),
          z.multipleOf(0.01, PRICE_DECIMALS),
        ),
    ),
  })
  .check(z.refine((change) => change.soldOut !== undefined || change.unitPrice !== undefined, 'Nothing to change'));
export type PizzaChange = z.input<typeof PizzaChangeSchema>;
