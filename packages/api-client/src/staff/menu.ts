import type { ApiConnection } from '../connection.ts';
import type { Pizza } from '../contract/index.ts';
import checkPizza from '../generated/pizza.ts';
import { change } from './ask.ts';

/** What staff may change on a pizza: sold out or back in stock, or its price in rupees; or both. */
export type PizzaChange = { soldOut: boolean; unitPrice?: number } | { soldOut?: boolean; unitPrice: number };

/** Changes one pizza on the menu; answers it as customers now see it. */
export function editPizza(api: ApiConnection, pizzaId: number, pizzaChange: PizzaChange, csrfToken: string): Promise<Pizza> {
  return change(api, csrfToken, { method: 'PATCH', path: `/api/staff/menu/${pizzaId}`, body: pizzaChange, check: checkPizza });
}
