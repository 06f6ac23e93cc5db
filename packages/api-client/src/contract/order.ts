import * as z from 'zod/mini';
import { MAX_QUANTITY, ORDER_CHANNELS, ORDER_STATUSES } from '@chulo/domain';
import { RupeesSchema } from './menu.ts';
import { OrderPaymentSchema } from './payment.ts';

/** An order as the API answers it: the order page and the kitchen check what they receive with these. */

export const STATUS_UNKNOWN = `Status must be one of ${ORDER_STATUSES.join(', ')}`;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, STATUS_UNKNOWN);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const CartItemSchema = z.object({
  pizzaId: z.number().check(z.int(), z.gt(0)),
  name: z.string(),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY)),
  unitPrice: RupeesSchema,
  totalPrice: RupeesSchema,
  /** What was chosen, by name, as it was when ordered (@chulo/domain's ChosenPizza); absent on lines ordered before choices. */
  choice: z.optional(z.object({ size: z.string(), crust: z.nullable(z.string()), extras: z.array(z.string()), without: z.array(z.string()) })),
  /** The choice in a line: "Large, thin crust · extra cheese · no basil"; '' for a pizza as it comes. */
  description: z.optional(z.string()),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Where an order came from: the customer's own checkout, or the shop taking it by phone. */
export const OrderChannelSchema = z.enum(ORDER_CHANNELS, `Channel must be one of ${ORDER_CHANNELS.join(', ')}`);
export type OrderChannel = z.infer<typeof OrderChannelSchema>;

/** The public order: anyone with the id may read it, so it carries no personal data. */
export const OrderSchema = z.object({
  id: z.string(),
  status: OrderStatusSchema,
  priority: z.boolean(),
  priorityPrice: RupeesSchema,
  orderPrice: RupeesSchema,
  estimatedDelivery: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  cart: z.array(CartItemSchema),
  statusHistory: z.array(z.object({ status: OrderStatusSchema, at: z.iso.datetime() })),
  /** An order for later: the time the customer asked for, which `estimatedDelivery` keeps unless the kitchen runs late. Absent: as soon as possible. */
  deliverAt: z.optional(z.iso.datetime()),
  /** How it is paid, when not in cash on delivery (SPEC's one way): absent on every cash order. */
  payment: z.optional(OrderPaymentSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** What placing an order answers that the customer's screens read: the new order's id. */
export const PlacedOrderSchema = z.pick(OrderSchema, { id: true });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/**
 * Why the kitchen should phone the customer before baking: an unusually large order (the shop's
 * setting) from a number with no delivered order yet, which may be a made-up one.
 */
export const CallBackSchema = z.object({
  reason: z.literal('large-order-new-number'),
  /** The order's pizzas. */
  pizzas: z.number().check(z.int(), z.gte(1)),
  /** What the order costs, priority fee included. */
  total: RupeesSchema,
});
export type CallBack = z.infer<typeof CallBackSchema>;

/** An order as the kitchen sees it, behind a staff session: who to deliver to, and where; how it came in. */
export const StaffOrderSchema = z.extend(OrderSchema, {
  /** When it joined the kitchen's queue: when it was placed, or made priority. The board orders by it, as the kitchen does. */
  queuedAt: z.iso.datetime(),
  customer: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The customer's directions for the rider ('behind Bhatbhateni, blue gate'); absent when they gave none. */
  directions: z.optional(z.string()),
  position: z.string(),
  channel: OrderChannelSchema,
  /** An order for later still waiting apart ("Later" on the board): when its baking must start, and it joins the queue. */
  bakeFrom: z.optional(z.iso.datetime()),
  /** Present when the kitchen should call the customer back before baking; the customer's own order never carries it. */
  callBack: z.optional(CallBackSchema),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** `data` of GET /api/staff/orders. */
export const StaffOrdersSchema = z.array(StaffOrderSchema);
