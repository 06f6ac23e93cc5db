import { PizzaSchema, type Pizza } from '../../../shared/menu-schema.ts';
import { staffCall } from './staff-client.ts';

/** What staff may change on a pizza; prices are rupees, as everywhere on the wire. */
export type PizzaChange = { soldOut: boolean } | { unitPrice: number };

export function editPizza(csrfToken: string, pizzaId: number, change: PizzaChange): Promise<Pizza> {
  return staffCall({ method: 'PATCH', path: `/api/staff/menu/${pizzaId}`, body: change, csrfToken, data: PizzaSchema });
}
