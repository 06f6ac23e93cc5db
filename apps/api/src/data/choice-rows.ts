import type { Kysely, Selectable } from 'kysely';
import type { ChoicePriceTable, ChoiceTable, Database, PizzaChoiceTable } from './schema.ts';

/** The shop's sizes, crusts and extras (retired ones too, migration 017), what they cost in each size, and which pizza offers which (migration 013). */

export type ChoiceRow = Selectable<ChoiceTable>;
export type ChoicePriceRow = Selectable<ChoicePriceTable>;
export type PizzaChoiceRow = Selectable<PizzaChoiceTable>;

/** Everything the shop's pizzas may come as, in the order each kind is listed. */
export interface ChoiceRows {
  choices: ChoiceRow[];
  prices: ChoicePriceRow[];
  offers: PizzaChoiceRow[];
}

export async function readChoiceRows(db: Kysely<Database>): Promise<ChoiceRows> {
  // The default size and crust first: they are the default choice. Prices in the sizes' order, whatever order they were written in.
  const choices = await db.selectFrom('choices').selectAll().orderBy('is_default', 'desc').orderBy('position').orderBy('id').execute();
  const prices = await db
    .selectFrom('choice_prices')
    .innerJoin('choices as size', 'size.id', 'choice_prices.size_id')
    .select(['choice_prices.choice_id', 'choice_prices.size_id', 'choice_prices.price'])
    .orderBy('size.is_default', 'desc')
    .orderBy('size.position')
    .orderBy('size.id')
    .execute();
  const offers = await db.selectFrom('pizza_choices').selectAll().execute();
  return { choices, prices, offers };
}

export function findChoiceRow(db: Kysely<Database>, choiceId: number): Promise<ChoiceRow | undefined> {
  return db.selectFrom('choices').selectAll().where('id', '=', choiceId).executeTakeFirst();
}

/** Whether another choice of this kind has this name, whatever its case. */
export async function choiceNameTaken(db: Kysely<Database>, kind: ChoiceRow['kind'], name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('choices')
    .select('id')
    .where('kind', '=', kind)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a choice after the others of its kind; answers its id. */
export async function insertChoice(db: Kysely<Database>, choice: Pick<ChoiceRow, 'kind' | 'name' | 'inches'>): Promise<number> {
  const last = await db.selectFrom('choices').select((eb) => [eb.fn.max('id').as('id')]).executeTakeFirst();
  const place = await db.selectFrom('choices').select((eb) => [eb.fn.max('position').as('position')]).where('kind', '=', choice.kind).executeTakeFirst();
  const id = Number(last?.id ?? 0) + 1;
  await db
    .insertInto('choices')
    .values({ ...choice, id, position: Number(place?.position ?? -1) + 1, sold_out: 0, is_default: 0 })
    .execute();
  return id;
}

export async function updateChoice(db: Kysely<Database>, choiceId: number, change: Partial<Pick<ChoiceRow, 'name' | 'inches' | 'sold_out' | 'retired'>>): Promise<void> {
  // A change of prices alone leaves the row as it is: an update that sets nothing is no SQL.
  if (Object.keys(change).length === 0) return;
  await db.updateTable('choices').set(change).where('id', '=', choiceId).execute();
}

/** The retired choices' ids: what they were offered on and cost is kept for when they come back. */
const retiredIds = (db: Kysely<Database>) => db.selectFrom('choices').select('id').where('retired', '=', 1);

/** A crust's or an extra's prices, all of them: a size left out is one it is not made in. Prices in retired sizes are kept. */
export async function setChoicePrices(db: Kysely<Database>, choiceId: number, prices: readonly { sizeId: number; price: number }[]): Promise<void> {
  await db.deleteFrom('choice_prices').where('choice_id', '=', choiceId).where('size_id', 'not in', retiredIds(db)).execute();
  if (prices.length === 0) return;
  await db
    .insertInto('choice_prices')
    .values(prices.map(({ sizeId, price }) => ({ choice_id: choiceId, size_id: sizeId, price })))
    .execute();
}

/** A crust's or an extra's price in each size it has one for. */
export async function choicePrices(db: Kysely<Database>, choiceId: number): Promise<{ sizeId: number; price: number }[]> {
  const rows = await db.selectFrom('choice_prices').select(['size_id', 'price']).where('choice_id', '=', choiceId).execute();
  return rows.map((row) => ({ sizeId: row.size_id, price: row.price }));
}

/**
 * What one pizza comes as: its price in the default size (`unit_price`), how many extras it takes,
 * and besides the default size and crust its other sizes at their prices, its crusts and extras.
 * What it offered of retired choices is kept.
 */
export async function setPizzaOffer(
  db: Kysely<Database>,
  pizzaId: number,
  pizza: { unit_price: number; max_extras: number },
  offers: readonly { choiceId: number; price: number | null }[],
): Promise<void> {
  await db.updateTable('pizzas').set(pizza).where('id', '=', pizzaId).execute();
  await db.deleteFrom('pizza_choices').where('pizza_id', '=', pizzaId).where('choice_id', 'not in', retiredIds(db)).execute();
  if (offers.length === 0) return;
  await db
    .insertInto('pizza_choices')
    .values(offers.map(({ choiceId, price }) => ({ pizza_id: pizzaId, choice_id: choiceId, price })))
    .execute();
}

/**
 * Another size becomes the default: each pizza's price in it becomes its `unit_price`, and its
 * price in the old default a size it comes in besides (`prices`: every pizza's, in both).
 */
export async function moveDefaultSize(
  db: Kysely<Database>,
  sizes: { from: number; to: number },
  prices: readonly { pizzaId: number; from: number; to: number }[],
): Promise<void> {
  for (const { pizzaId, from, to } of prices) {
    await db.updateTable('pizzas').set({ unit_price: to }).where('id', '=', pizzaId).execute();
    await db.deleteFrom('pizza_choices').where('pizza_id', '=', pizzaId).where('choice_id', '=', sizes.to).execute();
    await db.insertInto('pizza_choices').values({ pizza_id: pizzaId, choice_id: sizes.from, price: from }).execute();
  }
  await db.updateTable('choices').set({ is_default: 0 }).where('id', '=', sizes.from).execute();
  await db.updateTable('choices').set({ is_default: 1 }).where('id', '=', sizes.to).execute();
}
