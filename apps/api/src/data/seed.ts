import type { Kysely } from 'kysely';
import { toPaisa } from '@chulo/domain';
import { OPENING_CRUSTS, OPENING_EXTRAS, OPENING_MAX_EXTRAS, OPENING_SIZES } from './opening-choices.ts';
import { OPENING_MENU } from './opening-menu.ts';
import type { Database } from './schema.ts';

/** Adds the opening menu once; pizzas already there (and any staff edits to them) stay as they are. */
export async function seedMenu(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('pizzas')
    .values(
      OPENING_MENU.map((pizza, index) => ({
        id: pizza.id,
        name: pizza.name,
        unit_price: toPaisa(pizza.unitPrice),
        ingredients: JSON.stringify(pizza.ingredients),
        sold_out: pizza.soldOut ? 1 : 0,
        position: index,
        max_extras: OPENING_MAX_EXTRAS,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await seedChoices(db);
}

/**
 * A new shop's sizes, crusts and extras, and the opening menu's offer of them. Only into a shop that
 * has no choices yet: one that had pizzas before choices came got its single size with them
 * (migration 013), and keeps its menu as it was. Instances started together on a new database may
 * all find it empty: each row they both write goes in once, as the pizzas do.
 */
async function seedChoices(db: Kysely<Database>): Promise<void> {
  if (await db.selectFrom('choices').select('id').limit(1).executeTakeFirst()) return;
  const [medium, large, family] = OPENING_SIZES;
  const sizeIds = OPENING_SIZES.map((size) => size.id);
  const inSizes = (choiceId: number, prices: readonly number[]) => prices.map((price, index) => ({ choice_id: choiceId, size_id: sizeIds[index]!, price: toPaisa(price) }));
  await db
    .insertInto('choices')
    .values([
      ...OPENING_SIZES.map(({ id, name, inches }, position) => ({ id, kind: 'size' as const, name, inches, position, sold_out: 0, is_default: id === medium.id ? 1 : 0 })),
      ...OPENING_CRUSTS.map(({ id, name }, position) => ({ id, kind: 'crust' as const, name, inches: null, position, sold_out: 0, is_default: position === 0 ? 1 : 0 })),
      ...OPENING_EXTRAS.map(({ id, name }, position) => ({ id, kind: 'extra' as const, name, inches: null, position, sold_out: 0, is_default: 0 })),
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // The default crust is free everywhere, so it needs no prices.
  const prices = [...OPENING_CRUSTS.slice(1).flatMap((crust) => inSizes(crust.id, crust.surcharges)), ...OPENING_EXTRAS.flatMap((extra) => inSizes(extra.id, extra.prices))];
  await db.insertInto('choice_prices').values(prices).onConflict((conflict) => conflict.doNothing()).execute();
  const offers = OPENING_MENU.flatMap((pizza) => [
    { pizza_id: pizza.id, choice_id: large.id, price: toPaisa(pizza.largeAndFamily[0]) },
    { pizza_id: pizza.id, choice_id: family.id, price: toPaisa(pizza.largeAndFamily[1]) },
    ...[...OPENING_CRUSTS.slice(1), ...OPENING_EXTRAS].map((choice) => ({ pizza_id: pizza.id, choice_id: choice.id, price: null })),
  ]);
  await db.insertInto('pizza_choices').values(offers).onConflict((conflict) => conflict.doNothing()).execute();
}
