import * as z from 'zod/mini';

/**
 * The menu's shapes, in a module of their own: the menu is the customer's first
 * screen, and checking it must not download the order schemas too.
 */

/** A price on the wire: rupees, never negative. */
export const RupeesSchema = z.number().check(z.gte(0));

export const PizzaSchema = z.object({
  id: z.number().check(z.int(), z.gt(0)),
  name: z.string(),
  unitPrice: RupeesSchema,
  ingredients: z.array(z.string()),
  soldOut: z.boolean(),
  imageUrl: z.string(),
});
export type Pizza = z.infer<typeof PizzaSchema>;

/** `data` of GET /api/menu (SPEC §7). */
export const MenuSchema = z.array(PizzaSchema);
