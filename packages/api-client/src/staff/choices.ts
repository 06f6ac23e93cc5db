import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import type { StaffPizza } from '../contract/back-office.ts';
import {
  type ChoiceEdit,
  ChoiceEditSchema,
  ChoiceStockSchema,
  type NewChoice,
  NewChoiceSchema,
  type PizzaOfferEdit,
  PizzaOfferSchema,
  type StaffChoice,
} from '../contract/menu-choices.ts';
import checkStaffChoice from '../generated/staff-choice.ts';
import checkStaffChoices from '../generated/staff-choices.ts';
import checkStaffPizza from '../generated/staff-pizza.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The shop's sizes, crusts and extras, and what each pizza comes as (decision 041). */

export function listChoices(api: ApiConnection): Promise<StaffChoice[]> {
  return ask(api, { to: endpoint.listChoices, check: checkStaffChoices });
}

/** A size, crust or extra after the others of its kind; a 409 when its kind has the name already. */
export async function addChoice(api: ApiConnection, choice: NewChoice, csrfToken: string): Promise<StaffChoice> {
  const request = { to: endpoint.addChoice, body: choice };
  checkRequest(NewChoiceSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffChoice });
}

export async function changeChoice(api: ApiConnection, choiceId: number, edit: ChoiceEdit, csrfToken: string): Promise<StaffChoice> {
  const request = { to: endpoint.changeChoice, params: { choiceId }, body: edit };
  checkRequest(ChoiceEditSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffChoice });
}

/** The kitchen's as much as the owners': "no cheese-burst bases left". */
export async function markChoiceSoldOut(api: ApiConnection, choiceId: number, soldOut: boolean, csrfToken: string): Promise<StaffChoice> {
  const request = { to: endpoint.markChoiceSoldOut, params: { choiceId }, body: { soldOut } };
  checkRequest(ChoiceStockSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffChoice });
}

/** What one pizza comes as; answers the pizza as owners now see it. */
export async function setPizzaOffer(api: ApiConnection, pizzaId: number, offer: PizzaOfferEdit, csrfToken: string): Promise<StaffPizza> {
  const request = { to: endpoint.setPizzaOffer, params: { pizzaId }, body: offer };
  checkRequest(PizzaOfferSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffPizza });
}
