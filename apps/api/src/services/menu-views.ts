import { toRupees } from '@chulo/domain';
import type { Pizza, StaffPizza } from '@chulo/api-client/contract';
import type { Kysely } from 'kysely';
import { readChoiceRows } from '../data/choice-rows.ts';
import { type PizzaRow, readPizzaRows } from '../data/pizza-rows.ts';
import type { Database } from '../data/schema.ts';
import { photoOnMenu, type StoredPhoto } from '../pictures/stored-photo.ts';
import { offerOnMenu, type ShopChoices, shopChoices } from './pizza-offers.ts';

/**
 * A pizza as owners see it, `position` being its place in the listing from 1. `imageBase` goes
 * before each picture's path: the shop's public address (PUBLIC_URL), so that other sites can show
 * them, or '' for paths on this site.
 */
export function toStaffPizza(row: PizzaRow, position: number, imageBase: string, choices: ShopChoices): StaffPizza {
  return {
    id: row.id,
    name: row.name,
    unitPrice: toRupees(row.unit_price),
    ingredients: JSON.parse(row.ingredients) as string[],
    soldOut: row.sold_out === 1,
    imageUrl: `${imageBase}/images/pizzas/${row.id}.svg`,
    photo: row.photo === null ? null : photoOnMenu(JSON.parse(row.photo) as StoredPhoto, imageBase),
    ...offerOnMenu(choices.offerOf(row)),
    retired: row.retired === 1,
    position,
  };
}

/** Every pizza as owners see it, retired ones too, in the order the menu lists them, with what each comes as. */
export async function readStaffPizzas(db: Kysely<Database>, imageBase: string): Promise<StaffPizza[]> {
  const [rows, choices] = [await readPizzaRows(db), shopChoices(await readChoiceRows(db))];
  return rows.map((row, index) => toStaffPizza(row, index + 1, imageBase, choices));
}

/** The customers' menu: the pizzas not retired, without what only owners see. */
export function customerMenu(pizzas: readonly StaffPizza[]): Pizza[] {
  return pizzas.filter((pizza) => !pizza.retired).map(({ retired: _retired, position: _position, ...pizza }) => pizza);
}
