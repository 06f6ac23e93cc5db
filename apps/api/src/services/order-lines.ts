import type { Kysely } from 'kysely';
import { describeChoice, mergeLines, priceChoice } from '@chulo/domain';
import { messages, type ValidNewOrder } from '@chulo/api-client/contract';
import { readChoiceRows } from '../data/choice-rows.ts';
import { menuVersion } from '../data/menu-version.ts';
import type { OrderLineRow } from '../data/order-rows.ts';
import { orderablePizzas } from '../data/pizza-rows.ts';
import type { Database } from '../data/schema.ts';
import { ClientError, RequestRefused } from '../refusals.ts';
import { type ShopChoices, shopChoices } from './pizza-offers.ts';

/** What an order is priced from: the pizzas a customer may order, and what each comes as. */
export interface OrderableMenu {
  pizzas: Awaited<ReturnType<typeof orderablePizzas>>;
  choices: ShopChoices;
}

/**
 * The menu as it is in the batch's transaction: an order is priced from what the shop sells at that
 * moment. The menu last read is kept with the database's version of it, so a batch reads one small
 * row, and the menu's tables only when an edit, on any instance, has moved the version on.
 */
export class OrderableMenus {
  #kept: { version: number; menu: OrderableMenu } | null = null;

  async current(db: Kysely<Database>): Promise<OrderableMenu> {
    // The version first: a menu read after it is at least as new, and an edit in between only makes the next batch read again.
    const version = await menuVersion(db);
    if (this.#kept?.version === version) return this.#kept.menu;
    const menu = { pizzas: await orderablePizzas(db), choices: shopChoices(await readChoiceRows(db)) };
    this.#kept = { version, menu };
    return menu;
  }
}

/**
 * Every line of a cart priced from the menu and its choice by @chulo/domain's `priceChoice` (no
 * choice is the pizza as the menu prices it), keeping what was chosen by name and what each extra
 * cost in the chosen size; lines of the same pizza chosen alike become one. Or the refusal of the
 * first line that cannot be had: a choice's names the line, in the per-field shape the order form
 * shows (`cart.1.choice`).
 */
export function priceCart(cart: ValidNewOrder['cart'], menu: OrderableMenu): { lines: OrderLineRow[] } | { refused: ClientError } {
  const lines: (OrderLineRow & { pizzaId: number })[] = [];
  for (const [index, { pizzaId, quantity, choice }] of cart.entries()) {
    const pizza = menu.pizzas.get(pizzaId);
    // A retired pizza is off the menu: ordering it is ordering a pizza the shop does not have.
    if (!pizza) return { refused: new ClientError(400, messages.noSuchPizza(pizzaId)) };
    if (pizza.sold_out) return { refused: new ClientError(400, messages.soldOut(pizza.name)) };
    const offer = menu.choices.offerOf(pizza);
    const outcome = priceChoice(offer, choice, menu.choices.known);
    if (!outcome.ok) {
      const message = messages.choiceRefused(index + 1, pizza.name, outcome.refusal);
      return { refused: new RequestRefused([{ path: `cart.${index}.choice`, message }]) };
    }
    const { size, crust, extras, without } = outcome.chosen;
    lines.push({
      pizzaId,
      pizza_id: pizza.id,
      name: pizza.name,
      quantity,
      unit_price: outcome.unitPrice,
      size,
      crust,
      extras: JSON.stringify(extras),
      removals: JSON.stringify(without),
      extra_prices: extras.length ? JSON.stringify(Object.fromEntries(extras.map((extra, at) => [extra, outcome.extraPrices[at]]))) : null,
      description: describeChoice(outcome.chosen, offer),
    });
  }
  const merged = mergeLines(lines, (line) => JSON.stringify([line.pizza_id, line.size, line.crust, line.extras, line.removals]));
  return { lines: merged.map(({ pizzaId: _pizzaId, ...line }) => line) };
}
