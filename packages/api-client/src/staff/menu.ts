import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { Pizza } from '../contract/index.ts';
import { type PizzaChange, PizzaChangeSchema } from '../contract/staff-requests.ts';
import checkPizza from '../generated/pizza.ts';
import { checkRequest } from '../request-check.ts';
import { change } from './ask.ts';

export type { PizzaChange };

/** Changes one pizza on the menu; answers it as customers now see it. A change the contract refuses is not sent (InvalidRequestError). */
export async function editPizza(api: ApiConnection, pizzaId: number, pizzaChange: PizzaChange, csrfToken: string): Promise<Pizza> {
  const request = { to: endpoint.editPizza, params: { pizzaId }, body: pizzaChange };
  checkRequest(PizzaChangeSchema, request);
  return change(api, csrfToken, { ...request, check: checkPizza });
}
