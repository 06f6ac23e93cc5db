import * as z from 'zod/mini';

/**
 * The menu's shapes, in a module of their own: the menu is the customer's first
 * screen, and checking it must not download the order schemas too.
 */

/** A price on the wire: rupees, never negative. */
export const RupeesSchema = z.number().check(z.gte(0));

/**
 * An owner's photo of a pizza, in several widths: `sources` in modern formats, best first (each an
 * `image/avif` or `image/webp` `srcset`), `srcset` and `src` the fallback every browser shows. Square,
 * `width` × `height` being the largest, so a page reserves its place before it arrives.
 */
export const PhotoSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  width: z.number(),
  height: z.number(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/**
 * A pizza's id as an address writes it (`/api/staff/pizzas/7`, `/images/pizzas/7.svg`): decimal
 * digits without a leading zero, so that `01`, `1e0`, `0x1` or `+1` are no other name for pizza 1.
 */
export const PIZZA_ID_DIGITS = '[1-9][0-9]{0,8}';

export const PizzaSchema = z.object({
  id: z.number().check(z.int(), z.gt(0)),
  name: z.string(),
  unitPrice: RupeesSchema,
  ingredients: z.array(z.string()),
  soldOut: z.boolean(),
  /** The drawn picture every pizza has. */
  imageUrl: z.string(),
  /** The owner's photo, shown instead of the drawing; null without one. */
  photo: z.nullable(PhotoSchema),
});
export type Pizza = z.infer<typeof PizzaSchema>;

/** `data` of GET /api/menu (SPEC §7). */
export const MenuSchema = z.array(PizzaSchema);
