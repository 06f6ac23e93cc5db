import * as z from 'zod/mini';
import { isValidPhone, PHONE_MAX_LENGTH } from './phone.ts';

/** The shapes both sides speak. Prices on the wire are rupees. */

// zod/mini leaves messages to the caller; register English as full zod does, unless a locale is already set.
if (!z.config().localeError) z.config(z.locales.en());

export const PHONE_ERROR = 'Provide us your correct Number please.';

export const CUSTOMER_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 50;

const rupees = z.number().check(z.gte(0));

export const PizzaSchema = z.object({
  id: z.number().check(z.int(), z.gt(0)),
  name: z.string(),
  unitPrice: rupees,
  ingredients: z.array(z.string()),
  soldOut: z.boolean(),
  imageUrl: z.string(),
});
export type Pizza = z.infer<typeof PizzaSchema>;

export const CartItemSchema = z.object({
  pizzaId: z.number().check(z.int(), z.gt(0)),
  name: z.string(),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY)),
  unitPrice: rupees,
  totalPrice: rupees,
});
export type CartItem = z.infer<typeof CartItemSchema>;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** `"lat,lng"`, `"lat, lng"` or `""` (SPEC §3). */
const POSITION_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/;

export function parsePosition(position: string): { latitude: number; longitude: number } | null {
  const match = POSITION_PATTERN.exec(position);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
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

export const ORDER_STATUSES = ['preparing', 'baking', 'delivering', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The public order: anyone with the id may read it, so it carries no personal data. */
export const OrderSchema = z.object({
  id: z.string(),
  status: OrderStatusSchema,
  priority: z.boolean(),
  priorityPrice: rupees,
  orderPrice: rupees,
  estimatedDelivery: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  cart: z.array(CartItemSchema),
  statusHistory: z.array(z.object({ status: OrderStatusSchema, at: z.iso.datetime() })),
});
export type Order = z.infer<typeof OrderSchema>;

/** An order as the kitchen sees it, behind a staff session: who to deliver to, and where. */
export const StaffOrderSchema = z.extend(OrderSchema, {
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  position: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

export const GeocodeSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  locality: z.string(),
  city: z.string(),
  postcode: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type ReverseGeocode = z.infer<typeof GeocodeSchema>;

export function successEnvelope<T extends z.core.SomeType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
