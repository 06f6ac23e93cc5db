import { describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, staffHeaders } from '@chulo/test-lab';
import { OPENING_CRUSTS, OPENING_EXTRAS, OPENING_SIZES } from './data/opening-choices.ts';
import { CHEESE, CHEESE_BURST, CLASSIC, FAMILY, LARGE, MEDIUM, THIN, useChoiceShop } from './testing/choice-shop.ts';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';

const engines = await availableEngines();
const margherita = pizzaNamed('Margherita');

describe.each(engines)('sizes, crusts and extras as the shop runs them, on %s', (kind) => {
  const { api, staff, asOwner, asKitchen, menuPizza, lastHistory, orderOne: order } = useChoiceShop(kind);
  const orderOne = (choice: object) => order(margherita.id, choice);

  it('lists every size, crust and extra to staff, the defaults first, with their prices', async () => {
    for (const session of [staff.owner, staff.kitchen]) {
      const { status, json } = await api('GET', '/api/staff/choices', undefined, staffHeaders(session));
      expect(status).toBe(200);
      expect(json.data.slice(0, 2)).toEqual([
        { id: MEDIUM, kind: 'size', name: 'Medium', inches: 10, soldOut: false, isDefault: true, retired: false, prices: [] },
        { id: CLASSIC, kind: 'crust', name: 'Classic', inches: null, soldOut: false, isDefault: true, retired: false, prices: [] },
      ]);
      expect(json.data.find((choice: { id: number }) => choice.id === THIN).prices).toEqual([
        { sizeId: MEDIUM, price: 50 },
        { sizeId: LARGE, price: 80 },
        { sizeId: FAMILY, price: 100 },
      ]);
      expect(json.data).toHaveLength(OPENING_SIZES.length + OPENING_CRUSTS.length + OPENING_EXTRAS.length);
    }
    expect((await api('GET', '/api/staff/choices')).status).toBe(401);
  });

  it('refuses the kitchen every owner’s change to choices, and changes nothing', async () => {
    const before = await asOwner('GET', '/api/staff/choices');
    const attempts = await Promise.all([
      asKitchen('POST', '/api/staff/choices', { kind: 'extra', name: 'Kitchen special' }),
      asKitchen('PATCH', `/api/staff/choices/${THIN}`, { prices: [] }),
      asKitchen('PUT', `/api/staff/pizzas/${margherita.id}/offer`, { sizes: [{ sizeId: MEDIUM, price: 1 }], crustIds: [], extraIds: [], maxExtras: 0 }),
    ]);
    for (const refused of attempts) expect([refused.status, refused.json]).toEqual([403, { status: 'fail', message: messages.OWNERS_ONLY }]);
    expect((await asOwner('GET', '/api/staff/choices')).json).toEqual(before.json);
  });

  it('lets an owner add a size and an extra, price them and offer them on a pizza: the menu and orders follow, the history tells it', async () => {
    const party = await asOwner('POST', '/api/staff/choices', { kind: 'size', name: 'Party', inches: 18 });
    expect(party.status).toBe(201);
    expect(party.json.data).toMatchObject({ kind: 'size', name: 'Party', inches: 18, soldOut: false, isDefault: false, retired: false, prices: [] });
    const sizeId = party.json.data.id as number;
    const prices = [MEDIUM, LARGE, FAMILY, sizeId].map((id, index) => ({ sizeId: id, price: 100 + index * 50 }));
    const sukuti = await asOwner('POST', '/api/staff/choices', { kind: 'extra', name: 'Sukuti', prices });
    expect(sukuti.json.data).toMatchObject({ kind: 'extra', name: 'Sukuti', prices });
    const extraId = sukuti.json.data.id as number;

    const offer = {
      sizes: [
        { sizeId: MEDIUM, price: 700 },
        { sizeId: LARGE, price: 950 },
        { sizeId, price: 1900 },
      ],
      crustIds: [CLASSIC, THIN],
      extraIds: [CHEESE, extraId],
      maxExtras: 2,
    };
    const offered = await asOwner('PUT', `/api/staff/pizzas/${margherita.id}/offer`, offer);
    expect(offered.status).toBe(200);
    expect(offered.json.data).toMatchObject({ id: margherita.id, unitPrice: 700, maxExtras: 2 });
    const onMenu = await menuPizza(margherita.id);
    expect(onMenu.unitPrice).toBe(700);
    expect(onMenu.sizes.map((size: { name: string; price: number }) => [size.name, size.price])).toEqual([
      ['Medium', 700],
      ['Large', 950],
      ['Party', 1900],
    ]);
    expect(onMenu.crusts.map((crust: { name: string }) => crust.name)).toEqual(['Classic', 'Thin']);
    expect(onMenu.extras.map((extra: { name: string }) => extra.name)).toEqual(['Extra cheese', 'Sukuti']);
    expect(onMenu.extras[1].prices).toEqual([prices[0], prices[1], prices[3]]);

    const placed = await orderOne({ sizeId, extraIds: [extraId] });
    expect(placed.status).toBe(201);
    expect(placed.json.data.cart[0]).toMatchObject({ unitPrice: 1900 + 250, description: 'Party, classic crust · sukuti' });
    expect((await orderOne({ crustId: CHEESE_BURST })).json.message).toBe(
      messages.choiceRefused(1, margherita.name, { reason: 'not-offered', part: 'crust', name: 'Cheese burst' }),
    );

    expect(await lastHistory(3)).toEqual([
      {
        staff: 'asha',
        action: 'offer-changed',
        summary:
          'Margherita: sizes Medium 650, Large 950, Family 1250 → Medium 700, Large 950, Party 1900, crusts Classic, Thin, Cheese burst → Classic, Thin, extras Extra cheese, Chicken, Mushrooms, Jalapeño, Olives, Paneer → Extra cheese, Sukuti, at most 3 → 2 extras',
      },
      { staff: 'asha', action: 'choice-added', summary: 'Extra Sukuti added: Medium 100, Large 150, Family 200, Party 250' },
      { staff: 'asha', action: 'choice-added', summary: 'Size Party added (18″)' },
    ]);
  });

  it('changes a crust’s prices and name, keeping past orders’ lines as ordered', async () => {
    const past = await orderOne({ sizeId: LARGE, crustId: THIN });
    const changed = await asOwner('PATCH', `/api/staff/choices/${THIN}`, { name: 'Thin & crispy', prices: [{ sizeId: MEDIUM, price: 60 }, { sizeId: LARGE, price: 90 }] });
    expect(changed.json.data).toMatchObject({ name: 'Thin & crispy', prices: [{ sizeId: MEDIUM, price: 60 }, { sizeId: LARGE, price: 90 }] });
    expect(await lastHistory()).toEqual([
      { staff: 'asha', action: 'choice-changed', summary: 'Crust Thin: renamed Thin & crispy, prices Medium 50, Large 80, Family 100 → Medium 60, Large 90' },
    ]);
    expect((await menuPizza(pizzaNamed('Pepperoni').id)).crusts[1]).toEqual({ id: THIN, name: 'Thin & crispy', soldOut: false, surcharges: [{ sizeId: MEDIUM, price: 60 }, { sizeId: LARGE, price: 90 }] });
    const kept = await api('GET', `/api/order/${past.json.data.id}`);
    expect(kept.json.data.cart[0]).toMatchObject({ choice: { size: 'Large', crust: 'Thin' }, description: 'Large, thin crust' });
    // Its own name in other letters is no clash; another crust's is.
    expect((await asOwner('PATCH', `/api/staff/choices/${THIN}`, { name: 'THIN & CRISPY' })).status).toBe(200);
    expect((await asOwner('PATCH', `/api/staff/choices/${THIN}`, { name: 'cheese BURST' })).json).toEqual({ status: 'fail', message: messages.choiceNameTaken('crust', 'cheese BURST') });
    // Its prices alone.
    const repriced = await asOwner('PATCH', `/api/staff/choices/${THIN}`, { prices: [{ sizeId: MEDIUM, price: 55 }] });
    expect(repriced.json.data).toMatchObject({ name: 'THIN & CRISPY', prices: [{ sizeId: MEDIUM, price: 55 }] });
    expect((await asOwner('PATCH', `/api/staff/choices/${MEDIUM}`, { prices: [] })).json.message).toBe(messages.SIZE_HAS_NO_PRICES);
    // Prices alone, with nothing else to change.
    expect((await asOwner('PATCH', `/api/staff/choices/${THIN}`, { prices: [{ sizeId: MEDIUM, price: 55 }] })).json.data.prices).toEqual([{ sizeId: MEDIUM, price: 55 }]);
    expect((await asOwner('PATCH', '/api/staff/choices/999', { name: 'Nothing' })).json).toEqual({ status: 'fail', message: messages.noSuchChoice(999) });
  });

  it('lets the kitchen mark a size, crust or extra sold out and back, as it does pizzas', async () => {
    const out = await asKitchen('PUT', `/api/staff/choices/${FAMILY}/sold-out`, { soldOut: true });
    expect(out.json.data).toMatchObject({ id: FAMILY, soldOut: true });
    expect((await menuPizza(pizzaNamed('Pepperoni').id)).sizes[2]).toMatchObject({ name: 'Family', soldOut: true });
    expect((await api('POST', '/api/order', newOrder({ cart: [{ pizzaId: pizzaNamed('Pepperoni').id, quantity: 1, choice: { sizeId: FAMILY } }] }))).json.message).toBe(
      messages.choiceRefused(1, 'Pepperoni', { reason: 'sold-out', part: 'size', name: 'Family' }),
    );
    expect(await lastHistory()).toEqual([{ staff: 'ram', action: 'choice-changed', summary: 'Size Family: sold out' }]);
    await asKitchen('PUT', `/api/staff/choices/${FAMILY}/sold-out`, { soldOut: false });
    expect(await lastHistory()).toEqual([{ staff: 'ram', action: 'choice-changed', summary: 'Size Family: back on sale' }]);
    expect((await api('POST', '/api/order', newOrder({ cart: [{ pizzaId: pizzaNamed('Pepperoni').id, quantity: 1, choice: { sizeId: FAMILY } }] }))).status).toBe(201);
  });

  it('refuses an offer without the default size, or naming a choice of another kind, or for no pizza', async () => {
    const offer = { sizes: [{ sizeId: MEDIUM, price: 650 }], crustIds: [], extraIds: [], maxExtras: 0 };
    const path = `/api/staff/pizzas/${pizzaNamed('Marinara').id}/offer`;
    expect((await asOwner('PUT', path, { ...offer, sizes: [{ sizeId: LARGE, price: 900 }] })).json.message).toBe(messages.DEFAULT_SIZE_NEEDED);
    expect((await asOwner('PUT', path, { ...offer, crustIds: [CHEESE] })).json.message).toBe(messages.notA('crust', CHEESE));
    expect((await asOwner('PUT', path, { ...offer, sizes: [...offer.sizes, { sizeId: THIN, price: 1 }] })).json.message).toBe(messages.notA('size', THIN));
    expect((await asOwner('PUT', '/api/staff/pizzas/999/offer', offer)).json).toEqual({ status: 'fail', message: messages.noSuchPizza(999) });
    // Offering only the default size leaves the pizza as one size on its classic crust.
    expect((await asOwner('PUT', path, offer)).json.data).toMatchObject({ unitPrice: 650, sizes: [{ name: 'Medium' }], crusts: [{ name: 'Classic' }], extras: [], maxExtras: 0 });
  });

  it('answers two owners adding the same name at the same moment as one after the other: one has it, the other the same 409', async () => {
    // Rounds of each kind, the name in any case: on PostgreSQL the requests run on connections of their own at once.
    for (const [round, kind] of (['size', 'crust', 'extra', 'size', 'crust', 'extra'] as const).entries()) {
      const names = [`Rush ${kind} ${round}`, `rush ${kind} ${round}`, `RUSH ${kind.toUpperCase()} ${round}`];
      const answers = await Promise.all(names.map((name) => asOwner('POST', '/api/staff/choices', { kind, name })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      answers.forEach((answer, index) => {
        if (answer.status === 409) expect(answer.json).toEqual({ status: 'fail', message: messages.choiceNameTaken(kind, names[index]!) });
      });
    }
    // Names of their own at once: each gets an id and a place of its own.
    const apart = await Promise.all(['Apart one', 'Apart two', 'Apart three'].map((name) => asOwner('POST', '/api/staff/choices', { kind: 'extra', name })));
    expect(apart.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(apart.map((answer) => answer.json.data.id)).size).toBe(3);
    const listed = (await asOwner('GET', '/api/staff/choices')).json.data.filter((choice: { name: string }) => choice.name.startsWith('Apart'));
    expect(listed).toHaveLength(3);
  });
});
