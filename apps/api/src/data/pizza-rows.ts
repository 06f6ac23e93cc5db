import type { Kysely, Selectable } from 'kysely';
import type { Database, PizzaTable } from './schema.ts';

export type PizzaRow = Selectable<PizzaTable>;

/** Every pizza, retired ones too, in the order the menu lists them. */
export function readPizzaRows(db: Kysely<Database>): Promise<PizzaRow[]> {
  return db.selectFrom('pizzas').selectAll().orderBy('position').orderBy('id').execute();
}

/** The pizzas a customer may order, by id: every one not retired (a sold-out one is refused by name). */
export async function orderablePizzas(db: Kysely<Database>): Promise<Map<number, Pick<PizzaRow, 'id' | 'name' | 'unit_price' | 'sold_out'>>> {
  const rows = await db.selectFrom('pizzas').select(['id', 'name', 'unit_price', 'sold_out']).where('retired', '=', 0).execute();
  return new Map(rows.map((pizza) => [pizza.id, pizza]));
}
