import { describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines } from '@chulo/test-lab';
import { CHEESE, CHICKEN, CLASSIC, FAMILY, LARGE, MEDIUM, THIN, useChoiceShop } from './testing/choice-shop.ts';
import { pizzaNamed } from './testing/sample-orders.ts';

const engines = await availableEngines();
const margherita = pizzaNamed('Margherita');
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe.each(engines)('retiring a size, crust or extra, on %s', (kind) => {
  const { api, asOwner, asKitchen, menuPizza, lastHistory, orderOne } = useChoiceShop(kind);
  const choice = async (choiceId: number) => (await asOwner('GET', '/api/staff/choices')).json.data.find((entry: { id: number }) => entry.id === choiceId);
  const refusedLine = async (choiceMade: object) => {
    const { status, json } = await orderOne(margherita.id, choiceMade);
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ path: 'cart.0.choice', message: json.message }]);
    return json.message as string;
  };

  it('takes an extra off the menu and the sheet; a cart holding it is refused on its line; past orders keep it; it comes back as it was', async () => {
    const past = await orderOne(margherita.id, { sizeId: LARGE, extraIds: [CHICKEN] });
    expect(past.status).toBe(201);
    const offeredBefore = (await menuPizza(margherita.id)).extras;

    const retired = await asOwner('PATCH', `/api/staff/choices/${CHICKEN}`, { retired: true });
    expect(retired.status).toBe(200);
    expect(retired.json.data).toMatchObject({ id: CHICKEN, name: 'Chicken', retired: true });
    expect(await lastHistory()).toEqual([{ staff: 'asha', action: 'choice-retired', summary: 'Extra Chicken: off the menu' }]);
    expect(names((await menuPizza(margherita.id)).extras)).not.toContain('Chicken');
    expect(await refusedLine({ extraIds: [CHICKEN] })).toBe(messages.choiceRefused(1, 'Margherita', { reason: 'not-offered', part: 'extra', name: 'Chicken' }));
    const kept = await api('GET', `/api/order/${past.json.data.id}`);
    expect(kept.json.data.cart[0]).toMatchObject({ choice: { size: 'Large', extras: ['Chicken'] }, description: 'Large, classic crust · chicken' });
    // Still the owners' to see and bring back; the kitchen cannot retire.
    expect(await choice(CHICKEN)).toMatchObject({ retired: true, prices: [{ sizeId: MEDIUM, price: 150 }, { sizeId: LARGE, price: 200 }, { sizeId: FAMILY, price: 250 }] });
    expect((await asKitchen('PATCH', `/api/staff/choices/${CHICKEN}`, { retired: false })).status).toBe(403);

    // Nor can it be offered while retired; a pizza's offer saved meanwhile keeps it for its return.
    const offer = { sizes: [{ sizeId: MEDIUM, price: 650 }, { sizeId: LARGE, price: 950 }, { sizeId: FAMILY, price: 1250 }], crustIds: [THIN], extraIds: [], maxExtras: 3 };
    const path = `/api/staff/pizzas/${margherita.id}/offer`;
    expect((await asOwner('PUT', path, { ...offer, extraIds: [CHICKEN] })).json).toEqual({ status: 'fail', message: messages.choiceRetired('extra', 'Chicken') });
    expect((await asOwner('PUT', path, offer)).status).toBe(200);
    const backAgain = await asOwner('PATCH', `/api/staff/choices/${CHICKEN}`, { retired: false });
    expect(backAgain.json.data).toMatchObject({ retired: false });
    expect(await lastHistory()).toEqual([{ staff: 'asha', action: 'choice-restored', summary: 'Extra Chicken: back on the menu' }]);
    // The offer saved meanwhile had no extras: Chicken, which it kept, is Margherita's only one now.
    expect((await menuPizza(margherita.id)).extras).toEqual(offeredBefore.filter((extra: { name: string }) => extra.name === 'Chicken'));
    expect((await orderOne(margherita.id, { extraIds: [CHICKEN] })).status).toBe(201);
  });

  it('takes a size and a crust off every pizza; crusts and extras keep their prices in the size for its return', async () => {
    expect((await asOwner('PATCH', `/api/staff/choices/${FAMILY}`, { retired: true })).status).toBe(200);
    expect((await asOwner('PATCH', `/api/staff/choices/${THIN}`, { retired: true })).status).toBe(200);
    const onMenu = await menuPizza(pizzaNamed('Pepperoni').id);
    expect(names(onMenu.sizes)).toEqual(['Medium', 'Large']);
    expect(names(onMenu.crusts)).toEqual(['Classic', 'Cheese burst']);
    expect(onMenu.extras[0].prices.map((price: { sizeId: number }) => price.sizeId)).toEqual([MEDIUM, LARGE]);
    expect(await refusedLine({ sizeId: FAMILY })).toBe(messages.choiceRefused(1, 'Margherita', { reason: 'not-offered', part: 'size', name: 'Family' }));
    expect(await refusedLine({ crustId: THIN })).toBe(messages.choiceRefused(1, 'Margherita', { reason: 'not-offered', part: 'crust', name: 'Thin' }));

    // An extra priced anew while Family is retired keeps its Family price; Family itself cannot be priced.
    const cheese = `/api/staff/choices/${CHEESE}`;
    expect((await asOwner('PATCH', cheese, { prices: [{ sizeId: MEDIUM, price: 130 }, { sizeId: LARGE, price: 170 }] })).json.data.prices).toEqual([
      { sizeId: MEDIUM, price: 130 },
      { sizeId: LARGE, price: 170 },
      { sizeId: FAMILY, price: 200 },
    ]);
    expect((await asOwner('PATCH', cheese, { prices: [{ sizeId: FAMILY, price: 210 }] })).json).toEqual({ status: 'fail', message: messages.choiceRetired('size', 'Family') });

    for (const choiceId of [FAMILY, THIN]) expect((await asOwner('PATCH', `/api/staff/choices/${choiceId}`, { retired: false })).status).toBe(200);
    const back = await menuPizza(pizzaNamed('Pepperoni').id);
    expect(names(back.sizes)).toEqual(['Medium', 'Large', 'Family']);
    expect(back.crusts[1]).toMatchObject({ name: 'Thin', surcharges: [{ sizeId: MEDIUM, price: 50 }, { sizeId: LARGE, price: 80 }, { sizeId: FAMILY, price: 100 }] });
    expect((await orderOne(margherita.id, { sizeId: FAMILY, crustId: THIN })).json.data.cart[0]).toMatchObject({ unitPrice: 1250 + 100 });
  });

  it('refuses to retire the default size or crust, saying why, and changes nothing', async () => {
    // Every pizza comes in the default size: for a pizza offered in no other, it is its only one.
    expect((await asOwner('PATCH', `/api/staff/choices/${MEDIUM}`, { retired: true })).json).toEqual({ status: 'fail', message: messages.defaultNotRetired('size', 'Medium') });
    expect((await asOwner('PATCH', `/api/staff/choices/${CLASSIC}`, { retired: true })).json).toEqual({ status: 'fail', message: messages.defaultNotRetired('crust', 'Classic') });
    const both = await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { isDefault: true, retired: true });
    expect([both.status, both.json.message]).toEqual([409, messages.defaultNotRetired('size', 'Large')]);
    for (const choiceId of [MEDIUM, CLASSIC, LARGE]) expect(await choice(choiceId)).toMatchObject({ retired: false });
    expect((await menuPizza(margherita.id)).unitPrice).toBe(650);
  });
});
