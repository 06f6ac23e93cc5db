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

/** The currency of every price the menu gives: Nepali rupees, named beside `data` (routes.ts), so a client written elsewhere need not guess. */
export const MENU_CURRENCY = 'NPR';

const id = z.number().check(z.int(), z.gt(0));
/** What a crust or an extra costs in one size, in rupees; a size without one is a size it is not made in. */
const PricesInSizes = z.array(z.object({ sizeId: id, price: RupeesSchema }));

/** A size the pizza comes in: its name, its diameter in inches (null when the shop gives none), the pizza's price in it. */
export const SizeOfferSchema = z.object({ id, name: z.string(), inches: z.nullable(z.number()), price: RupeesSchema, soldOut: z.boolean() });
/** A crust the pizza offers, with its surcharge in each size it is made in (zero allowed). */
export const CrustOfferSchema = z.object({ id, name: z.string(), soldOut: z.boolean(), surcharges: PricesInSizes });
/** An extra topping the pizza offers, with its price in each size. */
export const ExtraOfferSchema = z.object({ id, name: z.string(), soldOut: z.boolean(), prices: PricesInSizes });

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
  /**
   * What the pizza comes as, priced (@chulo/domain's PizzaOffer, in rupees): the first size and the
   * first crust are the default choice, the one `unitPrice` prices; the default crust is free. Any
   * of `ingredients` may be left out at no charge. Absent from a shop that sells one size only.
   */
  sizes: z.optional(z.array(SizeOfferSchema)),
  crusts: z.optional(z.array(CrustOfferSchema)),
  extras: z.optional(z.array(ExtraOfferSchema)),
  /** How many extras one of this pizza may take. */
  maxExtras: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type Pizza = z.infer<typeof PizzaSchema>;

/** `data` of GET /api/menu (SPEC §7). */
export const MenuSchema = z.array(PizzaSchema);
