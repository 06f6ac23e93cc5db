import * as z from 'zod/mini';
import { COORDINATE_LIMITS } from '@chulo/domain';
import { PaymentMethodSchema } from './payment.ts';

/**
 * Whether the shop takes orders now, and where it delivers: what the order form needs to say
 * "we open again tomorrow at 11:00" or "we do not deliver this far" before the customer sends
 * anything; and the number the order page gives to call the shop. In a module of its own, so the
 * customer's screens load none of the back office.
 */

const coordinate = (axis: keyof typeof COORDINATE_LIMITS) =>
  z
    .number({ error: `${axis === 'latitude' ? 'Latitude' : 'Longitude'} must be a number` })
    .check(z.gte(-COORDINATE_LIMITS[axis]), z.lte(COORDINATE_LIMITS[axis]));

/** The shop's position and how far it delivers, as the crow flies (@chulo/domain's `deliversTo`). */
export const DeliveryAreaSchema = z.object({
  center: z.object({ latitude: coordinate('latitude'), longitude: coordinate('longitude') }),
  radiusKm: z
    .number({ error: 'The radius must be a number of kilometres' })
    .check(z.positive('The radius must be more than 0'), z.lte(200, 'The radius is at most 200 km')),
});
export type DeliveryArea = z.infer<typeof DeliveryAreaSchema>;

/** `data` of GET /api/shop. */
export const ShopStatusSchema = z.object({
  open: z.boolean(),
  /** When it opens next (now, while open); null when it opens on no day of the coming year. */
  opensAt: z.nullable(z.iso.datetime()),
  /** The dated closure it is in ("Dashain"), if any. */
  closure: z.nullable(z.string()),
  /** Null: it delivers everywhere. */
  deliveryArea: z.nullable(DeliveryAreaSchema),
  /** The shop's number, for customers to call ('01-5555555'); absent until the owner sets one. */
  phone: z.optional(z.string()),
  /** Only while staff mark the kitchen busy: the minutes every new estimate gets on top, and until when. */
  busy: z.optional(z.object({ extraMinutes: z.number(), until: z.iso.datetime() })),
  /**
   * Only while online orders are paused (the shop may be open: orders taken by phone still go in):
   * when they resume, or null until staff resume them.
   */
  pause: z.optional(z.object({ until: z.nullable(z.iso.datetime()) })),
  /**
   * The opening hours and closures (@chulo/domain's OpeningSchedule), from which the order form offers
   * the times an order for later may be for (`deliverySlots`).
   */
  schedule: z.optional(
    z.object({
      hours: z.array(z.array(z.object({ opens: z.string(), closes: z.string() }))),
      closures: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
    }),
  ),
  /**
   * The fewest minutes an order placed now takes behind the pizzas already in the kitchen's queue (their
   * baking, busy minutes, the ride): the order form offers later times from now plus these. The server
   * checks each order against its own estimate, which also counts the order's own pizzas.
   */
  leadMinutes: z.optional(z.number()),
  /** How customers may pay, cash first, only when the shop takes a wallet (Khalti or eSewa): absent, cash on delivery is all. */
  payments: z.optional(z.array(PaymentMethodSchema)),
});
export type ShopStatus = z.infer<typeof ShopStatusSchema>;
