import type { Pizza } from '@chulo/api-client/contract';
import checkPizza from '@chulo/api-client/contract?schema=PizzaSchema&check';
import { staffCall } from './staff-client.ts';

/** What staff may change on a pizza; prices are rupees, as everywhere on the wire. */
export type PizzaChange = { soldOut: boolean } | { unitPrice: number };

export function editPizza(csrfToken: string, pizzaId: number, change: PizzaChange): Promise<Pizza> {
  return staffCall<Pizza>({ method: 'PATCH', path: `/api/staff/menu/${pizzaId}`, body: change, csrfToken, data: checkPizza });
}
