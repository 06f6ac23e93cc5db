import { describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines } from '@chulo/test-lab';
import { OPENING_MENU } from './data/opening-menu.ts';
import { FAMILY, LARGE, MEDIUM, THIN, useChoiceShop } from './testing/choice-shop.ts';
import { pizzaNamed } from './testing/sample-orders.ts';

const engines = await availableEngines();
const margherita = pizzaNamed('Margherita');

describe.each(engines)('another default size, on %s', (kind) => {
  const { asOwner, asKitchen, menuPizza, lastHistory, orderOne } = useChoiceShop(kind);
  const choices = async () => (await asOwner('GET', '/api/staff/choices')).json.data as { id: number; kind: string; isDefault: boolean }[];

  it('makes each pizza’s Large price its menu price, SPEC’s Add to cart a Large, and tells the history every price moved', async () => {
    const made = await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { isDefault: true });
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ id: LARGE, isDefault: true });
    expect((await choices()).filter((choice) => choice.kind === 'size').map(({ id, isDefault }) => [id, isDefault])).toEqual([
      [LARGE, true],
      [MEDIUM, false],
      [FAMILY, false],
    ]);
    const onMenu = await menuPizza(margherita.id);
    expect(onMenu.unitPrice).toBe(950);
    expect(onMenu.sizes.map(({ name, price }: { name: string; price: number }) => [name, price])).toEqual([
      ['Large', 950],
      ['Medium', 650],
      ['Family', 1250],
    ]);
    expect(await lastHistory()).toEqual([
      {
        staff: 'asha',
        action: 'default-size-changed',
        summary: `Default size Medium → Large; menu prices ${OPENING_MENU.map((pizza) => `${pizza.name} ${pizza.unitPrice} → ${pizza.largeAndFamily[0]}`).join(', ')}`,
      },
    ]);

    // A line as SPEC sends it, with no choice, is the pizza in the default size, on the default crust.
    const plain = await orderOne(margherita.id);
    expect(plain.json.data.cart[0]).toMatchObject({ unitPrice: 950, totalPrice: 950, choice: { size: 'Large', crust: 'Classic' } });
    expect((await orderOne(margherita.id, { sizeId: MEDIUM, crustId: THIN })).json.data.cart[0]).toMatchObject({ unitPrice: 650 + 50 });
    // A pizza's price is its price in the new default; its offer needs that size.
    const offer = { sizes: [{ sizeId: MEDIUM, price: 650 }], crustIds: [], extraIds: [], maxExtras: 0 };
    expect((await asOwner('PUT', `/api/staff/pizzas/${margherita.id}/offer`, offer)).json.message).toBe(messages.DEFAULT_SIZE_NEEDED);
    expect((await asOwner('PATCH', `/api/staff/pizzas/${margherita.id}`, { unitPrice: 990 })).json.data.sizes[0]).toMatchObject({ name: 'Large', price: 990 });

    // And back: every price where it was.
    expect((await asOwner('PATCH', `/api/staff/choices/${MEDIUM}`, { isDefault: true })).status).toBe(200);
    expect((await menuPizza(margherita.id)).sizes.map(({ name, price }: { name: string; price: number }) => [name, price])).toEqual([
      ['Medium', 650],
      ['Large', 990],
      ['Family', 1250],
    ]);
    expect((await menuPizza(pizzaNamed('Pepperoni').id)).unitPrice).toBe(850);
  });

  it('refuses a size some pizza does not come in, a retired size or a crust, and leaves the default where it was', async () => {
    const marinara = pizzaNamed('Marinara');
    const onlyMedium = { sizes: [{ sizeId: MEDIUM, price: 550 }], crustIds: [], extraIds: [], maxExtras: 0 };
    expect((await asOwner('PUT', `/api/staff/pizzas/${marinara.id}/offer`, onlyMedium)).status).toBe(200);
    const family = await asOwner('PATCH', `/api/staff/choices/${FAMILY}`, { isDefault: true });
    expect([family.status, family.json.message]).toEqual([409, messages.notEveryPizzaIn('Family', ['Marinara'])]);

    expect((await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { retired: true })).status).toBe(200);
    const retired = await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { isDefault: true });
    expect([retired.status, retired.json.message]).toEqual([409, messages.choiceRetired('size', 'Large')]);
    // Brought back and made the default in one change.
    expect((await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { retired: false, isDefault: true })).json.message).toBe(messages.notEveryPizzaIn('Large', ['Marinara']));
    expect((await asOwner('PATCH', `/api/staff/choices/${LARGE}`, { retired: false })).status).toBe(200);

    expect((await asOwner('PATCH', `/api/staff/choices/${THIN}`, { isDefault: true })).json.message).toBe(messages.notA('size', THIN));
    expect((await asOwner('PATCH', `/api/staff/choices/${FAMILY}`, { isDefault: false })).status).toBe(400);
    expect((await asKitchen('PATCH', `/api/staff/choices/${FAMILY}`, { isDefault: true })).status).toBe(403);
    expect((await choices()).find((choice) => choice.isDefault && choice.kind === 'size')?.id).toBe(MEDIUM);
    expect((await menuPizza(margherita.id)).unitPrice).toBe(650);
  });
});
