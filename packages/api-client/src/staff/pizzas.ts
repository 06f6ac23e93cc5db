import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import { type NewPizza, NewPizzaSchema, PHOTO_UPLOAD, type PizzaEdit, PizzaEditSchema, PizzaOrderSchema, type StaffPizza } from '../contract/back-office.ts';
import { PHOTO_NOT_AN_IMAGE, photoTooLarge } from '../contract/messages.ts';
import checkStaffPizza from '../generated/staff-pizza.ts';
import checkStaffPizzas from '../generated/staff-pizzas.ts';
import { InvalidRequestError } from '../invalid-request.ts';
import { pathOf } from '../call.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The menu as owners edit it: every pizza, retired ones too, with their photos and their places. */

export function listPizzas(api: ApiConnection): Promise<StaffPizza[]> {
  return ask(api, { to: endpoint.listPizzas, check: checkStaffPizzas });
}

/** Added at the end of the menu; a 409 when the name is taken. */
export async function addPizza(api: ApiConnection, pizza: NewPizza, csrfToken: string): Promise<StaffPizza> {
  const request = { to: endpoint.addPizza, body: pizza };
  checkRequest(NewPizzaSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffPizza });
}

/** Any of its details; `{retired: true}` takes it off the menu, `{retired: false}` brings it back. */
export async function changePizza(api: ApiConnection, pizzaId: number, edit: PizzaEdit, csrfToken: string): Promise<StaffPizza> {
  const request = { to: endpoint.changePizza, params: { pizzaId }, body: edit };
  checkRequest(PizzaEditSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffPizza });
}

/** Every pizza's id, retired ones too, in the order the menu lists them; answers the menu in that order. */
export async function orderPizzas(api: ApiConnection, pizzaIds: number[], csrfToken: string): Promise<StaffPizza[]> {
  const request = { to: endpoint.orderPizzas, body: { pizzaIds } };
  checkRequest(PizzaOrderSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffPizzas });
}

/**
 * Sends a photo as it is, with its media type. A file that says it is no picture the shop takes, or
 * is larger than it takes, is not sent: the server would refuse it in these words (it also reads the bytes).
 */
export function putPizzaPhoto(api: ApiConnection, pizzaId: number, photo: Blob, csrfToken: string): Promise<StaffPizza> {
  const request = { to: endpoint.putPizzaPhoto, params: { pizzaId }, body: photo };
  const problem = !(PHOTO_UPLOAD.mediaTypes as readonly string[]).includes(photo.type)
    ? PHOTO_NOT_AN_IMAGE
    : photo.size > PHOTO_UPLOAD.maxBytes
      ? photoTooLarge(PHOTO_UPLOAD.maxBytes / 1024 / 1024)
      : null;
  if (problem) {
    return Promise.reject(new InvalidRequestError(problem, { method: 'PUT', path: pathOf(request), issues: [{ path: '', message: problem }] }));
  }
  return change(api, csrfToken, { ...request, check: checkStaffPizza });
}

/** The menu shows its drawn picture again. */
export function removePizzaPhoto(api: ApiConnection, pizzaId: number, csrfToken: string): Promise<StaffPizza> {
  return change(api, csrfToken, { to: endpoint.removePizzaPhoto, params: { pizzaId }, check: checkStaffPizza });
}
