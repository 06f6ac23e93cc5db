import { afterEach, describe, expect, it } from 'vitest';
import type { StaffPizza } from '@chulo/api-client/contract';
import { backOffice, bodyOf, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { SESSION } from '../testing/fake-staff-server.ts';
import { pizzasFeature } from './pizzas-saga.ts';
import { movedBy, pizzasActions, selectPizzas, selectPizzaWork } from './pizzas-slice.ts';

const pizza = (id: number, name: string, position: number): StaffPizza => ({
  id,
  name,
  unitPrice: 650,
  ingredients: ['tomato'],
  soldOut: false,
  imageUrl: `/images/pizzas/${id}.svg`,
  photo: null,
  retired: false,
  position,
});
const MARGHERITA = pizza(1, 'Margherita', 1);
const MARINARA = pizza(2, 'Marinara', 2);
const MOMO = pizza(3, 'Momo Pizza', 3);
const PHOTO = { src: '/photos/ab-640.jpg', srcset: '/photos/ab-640.jpg 640w', sources: [], width: 640, height: 640 };

describe('the owners’ menu', () => {
  afterEach(leaveBackOffice);

  it('moves a pizza one place, numbering the list again, and goes no further than its ends', () => {
    expect(movedBy([MARGHERITA, MARINARA, MOMO], 3, -1).map(({ id, position }) => [id, position])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
    const pizzas = [MARGHERITA, MARINARA];
    expect(movedBy(pizzas, 1, -1)).toBe(pizzas);
    expect(movedBy(pizzas, 2, 1)).toBe(pizzas);
  });

  it('sends the whole new order with the session’s token, and keeps the server’s answer', async () => {
    const { store, next, sent } = backOffice(pizzasFeature, { 'PUT /api/staff/pizzas/order': (init) => ok((bodyOf(init) as { pizzaIds: number[] }).pizzaIds.map((id, index) => ({ ...[MARGHERITA, MARINARA, MOMO].find((p) => p.id === id)!, position: index + 1 }))) });
    store.dispatch(pizzasActions.loaded([MARGHERITA, MARINARA, MOMO]));
    const ordered = next('pizzas/ordered');
    store.dispatch(pizzasActions.move(1, 1));
    await ordered;
    const [request] = sent('PUT', '/api/staff/pizzas/order');
    expect(bodyOf(request!)).toEqual({ pizzaIds: [2, 1, 3] });
    expect(new Headers(request!.headers).get('x-csrf-token')).toBe(SESSION.csrfToken);
    expect(selectPizzas(store.getState()).pizzas.map(({ name }) => name)).toEqual(['Marinara', 'Margherita', 'Momo Pizza']);
  });

  it('says why a new order was refused, and lists the pizzas again as the server has them', async () => {
    const { store, next } = backOffice(pizzasFeature, {
      'PUT /api/staff/pizzas/order': () => refused(400, 'List every pizza on the menu once, retired ones too'),
      'GET /api/staff/pizzas': () => ok([MARGHERITA, MARINARA]),
    });
    store.dispatch(pizzasActions.loaded([MARGHERITA, MARINARA]));
    const reloaded = next('pizzas/loaded');
    store.dispatch(pizzasActions.move(2, -1));
    await reloaded;
    const { pizzas, orderError } = selectPizzas(store.getState());
    expect(orderError).toBe('List every pizza on the menu once, retired ones too');
    expect(pizzas.map(({ name }) => name)).toEqual(['Margherita', 'Marinara']);
  });

  it('adds a pizza at the end, and shows a taken name in the server’s words', async () => {
    let answer = ok({ ...MOMO, position: 3 });
    const { store, next } = backOffice(pizzasFeature, { 'POST /api/staff/pizzas': () => answer });
    store.dispatch(pizzasActions.loaded([MARGHERITA, MARINARA]));
    const added = next('pizzas/added');
    store.dispatch(pizzasActions.add({ name: 'Momo Pizza', ingredients: ['momo'], unitPrice: 650 }));
    await added;
    expect(selectPizzas(store.getState()).pizzas.map(({ name }) => name)).toEqual(['Margherita', 'Marinara', 'Momo Pizza']);

    answer = refused(409, 'There is already a pizza named Margherita');
    const failed = next('pizzas/addFailed');
    store.dispatch(pizzasActions.add({ name: 'Margherita', ingredients: ['tomato'], unitPrice: 650 }));
    await failed;
    expect(selectPizzas(store.getState()).adding).toMatchObject({ busy: false, error: 'There is already a pizza named Margherita', added: 1 });
  });

  it('uploads a photo as the file itself, and shows the pizza with it', async () => {
    const { store, next, sent } = backOffice(pizzasFeature, { 'PUT /api/staff/pizzas/1/photo': () => ok({ ...MARGHERITA, photo: PHOTO }) });
    store.dispatch(pizzasActions.loaded([MARGHERITA]));
    const photo = new File(['jpeg bytes'], 'margherita.jpg', { type: 'image/jpeg' });
    const saved = next('pizzas/saved');
    store.dispatch(pizzasActions.uploadPhoto(1, photo));
    expect(selectPizzaWork(1)(store.getState()).saving).toBe('photo');
    await saved;
    const [request] = sent('PUT', '/api/staff/pizzas/1/photo');
    expect(request!.body).toBe(photo);
    expect(new Headers(request!.headers).get('content-type')).toBe('image/jpeg');
    expect(selectPizzas(store.getState()).pizzas[0]!.photo).toEqual(PHOTO);
    expect(selectPizzaWork(1)(store.getState())).toEqual({ saving: null, failed: null });
  });

  it('keeps a refusal with the part it was for: a photo’s under the photo', async () => {
    const { store, next } = backOffice(pizzasFeature, { 'PUT /api/staff/pizzas/1/photo': () => refused(415, 'A photo must be a JPEG, PNG or WebP picture') });
    store.dispatch(pizzasActions.loaded([MARGHERITA]));
    const failed = next('pizzas/failed');
    store.dispatch(pizzasActions.uploadPhoto(1, new File(['?'], 'x.png', { type: 'image/png' })));
    await failed;
    expect(selectPizzaWork(1)(store.getState()).failed).toEqual({ on: 'photo', error: 'A photo must be a JPEG, PNG or WebP picture' });
  });

  it('retires a pizza and brings it back', async () => {
    const { store, next, sent } = backOffice(pizzasFeature, {
      'PATCH /api/staff/pizzas/2': (init) => ok({ ...MARINARA, ...(bodyOf(init) as object) }),
    });
    store.dispatch(pizzasActions.loaded([MARGHERITA, MARINARA]));
    const saved = next('pizzas/saved');
    store.dispatch(pizzasActions.change(2, { retired: true }));
    await saved;
    expect(selectPizzas(store.getState()).pizzas[1]).toMatchObject({ name: 'Marinara', retired: true });
    expect(sent('PATCH', '/api/staff/pizzas/2').map(bodyOf)).toEqual([{ retired: true }]);
  });
});
