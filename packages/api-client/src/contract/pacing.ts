import * as z from 'zod/mini';
import { BUSY_EXTRA_MINUTES, BUSY_SPAN_MINUTES, PAUSE_SPAN_MINUTES } from '@chulo/domain';
import { withEnglishMessages } from './english.ts';
import { StaffOrderSchema } from './order.ts';

/**
 * The kitchen's pace on the wire (@chulo/domain's pacing): staff of either role mark the kitchen
 * busy or pause online orders, each for a time they choose, and end either early. Only the
 * kitchen's screens and the server load this module; customers read the same from the shop's
 * status (shop-status.ts).
 */

withEnglishMessages();

/** "10, 20 or 30": the choices as a sentence says them. */
const choices = (values: readonly number[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

export const BUSY_EXTRA_RULE = `A busy kitchen adds ${choices(BUSY_EXTRA_MINUTES)} minutes`;
export const BUSY_SPAN_RULE = `The kitchen is busy for ${choices(BUSY_SPAN_MINUTES)} minutes`;
export const PAUSE_SPAN_RULE = `Online orders pause for ${choices(PAUSE_SPAN_MINUTES)} minutes, or until resumed (null)`;

/** What staff see: what holds now, until when, and who set it; each null at a normal pace. */
export const KitchenPacingSchema = z.object({
  /** The kitchen is busy: `extraMinutes` on every new estimate until `until`. */
  busy: z.nullable(z.object({ extraMinutes: z.number(), until: z.iso.datetime(), by: z.string() })),
  /** Online orders are paused until `until`, or until staff resume them (null); orders taken by phone still go in. */
  pause: z.nullable(z.object({ until: z.nullable(z.iso.datetime()), by: z.string() })),
});
export type KitchenPacing = z.infer<typeof KitchenPacingSchema>;

/** Each event's data on the staff's live feed (GET /api/staff/events): an order (`order`), or the kitchen's pace (`pacing`). */
export const StaffFeedDataSchema = z.union([StaffOrderSchema, KitchenPacingSchema]);

/** Marks the kitchen busy (again, over a spell that holds): so many minutes more on every new estimate, for so long. */
export const BusySpellSchema = z.strictObject({
  extraMinutes: z.literal(BUSY_EXTRA_MINUTES, BUSY_EXTRA_RULE),
  forMinutes: z.literal(BUSY_SPAN_MINUTES, BUSY_SPAN_RULE),
});
export type BusySpellRequest = z.input<typeof BusySpellSchema>;

/** Pauses online orders (again, over a pause that holds) for so long, or until resumed (null). */
export const OrdersPauseSchema = z.strictObject({
  forMinutes: z.nullable(z.literal(PAUSE_SPAN_MINUTES, PAUSE_SPAN_RULE)),
});
export type OrdersPauseRequest = z.input<typeof OrdersPauseSchema>;
