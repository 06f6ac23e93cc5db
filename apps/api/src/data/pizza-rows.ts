import type { Kysely, Selectable } from 'kysely';
import type { Database, PizzaTable } from './schema.ts';

export type PizzaRow = Selectable<PizzaTable>;

/** Every pizza, retired ones too, in the order the menu lists them. */
export function readPizzaRows(db: Kysely<Database>): Promise<PizzaRow[]> {
  return db.selectFrom('pizzas').selectAll().orderBy('position').orderBy('id').execute();
}

/** The pizzas a customer may order, by id: every one not retired (a sold-out one is refused by name). */
export async function orderablePizzas(
  db: Kysely<Database>,
): Promise<Map<number, Pick<PizzaRow, 'id' | 'name' | 'unit_price' | 'sold_out' | 'max_extras' | 'ingredients'>>> {
  const rows = await db.selectFrom('pizzas').select(['id', 'name', 'unit_price', 'sold_out', 'max_extras', 'ingredients']).where('retired', '=', 0).execute();
  return new Map(rows.map((pizza) => [pizza.id, pizza]));
}

export function findPizzaRow(db: Kysely<Database>, pizzaId: number): Promise<PizzaRow | undefined> {
  return db.selectFrom('pizzas').selectAll().where('id', '=', pizzaId).executeTakeFirst();
}

/** The names of every pizza, retired ones too, but `exceptId`'s. */
export async function otherPizzaNames(db: Kysely<Database>, exceptId?: number): Promise<string[]> {
  let query = db.selectFrom('pizzas').select('name');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.execute()).map((row) => row.name);
}

/** Adds a pizza after every other, on sale; answers its id. */
export async function insertPizza(db: Kysely<Database>, pizza: Pick<PizzaRow, 'name' | 'unit_price' | 'ingredients'>): Promise<number> {
  const last = await db.selectFrom('pizzas').select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')]).executeTakeFirst();
  const id = Number(last?.id ?? 0) + 1;
  await db
    .insertInto('pizzas')
    .values({ ...pizza, id, sold_out: 0, position: Number(last?.position ?? -1) + 1, retired: 0, photo: null })
    .execute();
  return id;
}

export async function updatePizza(
  db: Kysely<Database>,
  pizzaId: number,
  change: Partial<Pick<PizzaRow, 'name' | 'unit_price' | 'ingredients' | 'sold_out' | 'retired' | 'photo'>>,
): Promise<void> {
  await db.updateTable('pizzas').set(change).where('id', '=', pizzaId).execute();
}

/** Each pizza's place in the listing: its index in `pizzaIds`. */
export async function setPositions(db: Kysely<Database>, pizzaIds: readonly number[]): Promise<void> {
  for (const [position, id] of pizzaIds.entries()) await db.updateTable('pizzas').set({ position }).where('id', '=', id).execute();
}
