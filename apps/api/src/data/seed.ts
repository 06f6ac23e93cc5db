import type { Kysely } from 'kysely';
import { toPaisa } from '@chulo/domain';
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
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
