import { describe, expect, it } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, staffHeaders } from '@chulo/test-lab';
import { openStore } from './data/database.ts';
import { migrateToLatest } from './data/migrations.ts';
import { CHEESE, CHEESE_BURST, CHICKEN, CLASSIC, FAMILY, JALAPENO, LARGE, MEDIUM, MUSHROOMS, THIN } from './testing/choice-shop.ts';
import { newOrder, pizzaNamed, SITA } from './testing/sample-orders.ts';
import { startTestShop, useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const margherita = pizzaNamed('Margherita');

/** The opening menu's Margherita, Large on a thin crust with extra cheese and no basil: 950 + 80 + 160. */
const LARGE_THIN = { sizeId: LARGE, crustId: THIN, extraIds: [CHEESE], without: ['basil'] };

describe.each(engines)('ordering pizzas as chosen, on %s', (kind) => {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  const staff = useOwnerAndCook(shop, 'choices are the menu');
  const order = (cart: unknown[]) => api('POST', '/api/order', newOrder({ cart }));
  const refusal = async (choice: object, line = 1) => {
    const cart = [...Array.from({ length: line - 1 }, () => ({ pizzaId: margherita.id, quantity: 1 })), { pizzaId: margherita.id, quantity: 1, choice }];
    const { status, json } = await order(cart);
    expect(status).toBe(400);
    expect(json.issues).toEqual([{ path: `cart.${line - 1}.choice`, message: json.message }]);
    return json.message as string;
  };

  it('takes a SPEC-only client’s order unchanged: each line the pizza as the menu prices it', async () => {
    const spec = { ...SITA, priority: false, cart: [{ pizzaId: margherita.id, name: margherita.name, quantity: 2, unitPrice: margherita.unitPrice, totalPrice: 1300 }] };
    const { status, json } = await api('POST', '/api/order', spec);
    expect(status).toBe(201);
    expect(json.data.orderPrice).toBe(margherita.unitPrice * 2);
    expect(json.data.cart[0]).toMatchObject({ pizzaId: margherita.id, name: margherita.name, quantity: 2, unitPrice: margherita.unitPrice, totalPrice: 1300 });
  });

  it('prices each line from the menu and its choice, and keeps what was chosen on the order, for customers and the kitchen', async () => {
    const { status, json } = await order([
      { pizzaId: margherita.id, quantity: 2, unitPrice: 1 },
      { pizzaId: margherita.id, quantity: 1, choice: LARGE_THIN },
      { pizzaId: margherita.id, quantity: 1, choice: { sizeId: FAMILY, crustId: CHEESE_BURST, extraIds: [JALAPENO, CHICKEN] } },
    ]);
    expect(status).toBe(201);
    const cart = [
      { quantity: 2, unitPrice: 650, totalPrice: 1300, choice: { size: 'Medium', crust: 'Classic', extras: [], without: [] }, description: 'Medium, classic crust' },
      {
        quantity: 1,
        unitPrice: 1190,
        totalPrice: 1190,
        choice: { size: 'Large', crust: 'Thin', extras: ['Extra cheese'], without: ['basil'] },
        description: 'Large, thin crust · extra cheese · no basil',
      },
      {
        quantity: 1,
        unitPrice: 1250 + 350 + 250 + 130,
        totalPrice: 1980,
        choice: { size: 'Family', crust: 'Cheese burst', extras: ['Chicken', 'Jalapeño'], without: [] },
        description: 'Family, cheese burst crust · chicken, jalapeño',
      },
    ].map((line) => ({ pizzaId: margherita.id, name: margherita.name, ...line }));
    expect(json.data.cart).toEqual(cart);
    expect(json.data.orderPrice).toBe(1300 + 1190 + 1980);
    expect((await api('GET', `/api/order/${json.data.id}`)).json.data.cart).toEqual(cart);
    expect((await api('GET', `/api/staff/orders/${json.data.id}`, undefined, staffHeaders(staff.kitchen))).json.data.cart).toEqual(cart);
  });

  it('makes one line of the same pizza chosen alike, whatever order its extras came in, and keeps the others apart', async () => {
    const { json } = await order([
      { pizzaId: margherita.id, quantity: 1, choice: { sizeId: LARGE, extraIds: [CHEESE, MUSHROOMS] } },
      { pizzaId: margherita.id, quantity: 2 },
      { pizzaId: margherita.id, quantity: 3, choice: { sizeId: LARGE, extraIds: [MUSHROOMS, CHEESE] } },
      { pizzaId: margherita.id, quantity: 1, choice: { sizeId: MEDIUM, crustId: CLASSIC } },
    ]);
    expect(json.data.cart.map(({ quantity, description }: { quantity: number; description: string }) => [quantity, description])).toEqual([
      [4, 'Large, classic crust · extra cheese, mushrooms'],
      [3, 'Medium, classic crust'],
    ]);
  });

  it('replays a retried checkout only when it asks for the same choices', async () => {
    const key = { 'idempotency-key': `choices-${kind}` };
    const cart = (extraIds: number[]) => [{ pizzaId: margherita.id, quantity: 1, choice: { sizeId: LARGE, extraIds } }];
    const first = await api('POST', '/api/order', newOrder({ cart: cart([CHEESE, MUSHROOMS]) }), key);
    const again = await api('POST', '/api/order', newOrder({ cart: cart([CHEESE, MUSHROOMS]) }), key);
    expect([again.status, again.headers.get('idempotent-replayed'), again.json.data.id]).toEqual([201, 'true', first.json.data.id]);
    const other = await api('POST', '/api/order', newOrder({ cart: cart([CHEESE]) }), key);
    expect([other.status, other.json.message]).toEqual([422, messages.IDEMPOTENCY_KEY_REUSED]);
  });

  it('refuses a choice the shop cannot make with a sentence under the line at fault', async () => {
    const name = margherita.name;
    const says = (line: number, refusal: Parameters<typeof messages.choiceRefused>[2]) => messages.choiceRefused(line, name, refusal);
    expect(await refusal({ sizeId: 99 })).toBe(says(1, { reason: 'unknown', part: 'size', id: 99 }));
    expect(await refusal({ crustId: 99 }, 2)).toBe(says(2, { reason: 'unknown', part: 'crust', id: 99 }));
    expect(await refusal({ extraIds: [CHEESE, CHICKEN, MUSHROOMS, JALAPENO] }, 3)).toBe(says(3, { reason: 'too-many-extras', max: 3 }));
    expect(await refusal({ extraIds: [CHEESE, CHEESE] })).toBe(says(1, { reason: 'twice', part: 'extra', name: 'Extra cheese' }));
    expect(await refusal({ without: ['onion'] })).toBe(says(1, { reason: 'not-an-ingredient', ingredient: 'onion' }));
    expect(await refusal({ without: ['basil', 'basil'] })).toBe(says(1, { reason: 'twice', part: 'removal', name: 'basil' }));
    // Asking for a size (an extra) of the shop's as a crust is asking for a crust the shop has not.
    expect(await refusal({ crustId: LARGE })).toBe(says(1, { reason: 'unknown', part: 'crust', id: LARGE }));
  });

  it('refuses what is sold out or not offered on the pizza, by name, and takes it again once it is back', async () => {
    const db = shop.store.db;
    const name = margherita.name;
    await db.updateTable('choices').set({ sold_out: 1 }).where('id', 'in', [FAMILY, CHEESE_BURST, MUSHROOMS]).execute();
    try {
      expect(await refusal({ sizeId: FAMILY })).toBe(messages.choiceRefused(1, name, { reason: 'sold-out', part: 'size', name: 'Family' }));
      expect(await refusal({ crustId: CHEESE_BURST })).toBe(messages.choiceRefused(1, name, { reason: 'sold-out', part: 'crust', name: 'Cheese burst' }));
      expect(await refusal({ extraIds: [MUSHROOMS] })).toBe(messages.choiceRefused(1, name, { reason: 'sold-out', part: 'extra', name: 'Mushrooms' }));
    } finally {
      await db.updateTable('choices').set({ sold_out: 0 }).where('id', 'in', [FAMILY, CHEESE_BURST, MUSHROOMS]).execute();
    }
    await db.deleteFrom('pizza_choices').where('pizza_id', '=', margherita.id).where('choice_id', 'in', [JALAPENO, FAMILY]).execute();
    expect(await refusal({ extraIds: [JALAPENO] })).toBe(messages.choiceRefused(1, name, { reason: 'not-offered', part: 'extra', name: 'Jalapeño' }));
    expect(await refusal({ sizeId: FAMILY })).toBe(messages.choiceRefused(1, name, { reason: 'not-offered', part: 'size', name: 'Family' }));
    expect((await order([{ pizzaId: margherita.id, quantity: 1, choice: { sizeId: LARGE, extraIds: [MUSHROOMS] } }])).status).toBe(201);
  });
});

describe.each(engines)('a shop from before choices, on %s', (kind) => {
  it('keeps every pizza at its price, in one size, with nothing to choose', async () => {
    const database = await createTestDatabase(kind);
    const store = openStore(database.url);
    await migrateToLatest(store.db as never, { upTo: '011_open_orders_by_customer' });
    await store.db
      .insertInto('pizzas')
      .values({ id: 1, name: 'House Special', unit_price: 72_000, ingredients: '["tomato","cheese"]', sold_out: 0, position: 0, retired: 0, photo: null })
      .execute();
    await store.db.insertInto('orders').values({ ...oldOrder, id: 'OLDORDER' }).execute();
    await store.db.insertInto('order_lines').values({ order_id: 'OLDORDER', line_no: 0, pizza_id: 1, name: 'House Special', quantity: 1, unit_price: 72_000 } as never).execute();
    await store.db.destroy();
    const shop = await startTestShop(database.url, { KITCHEN_AUTOPILOT: '0' });
    try {
      const { json } = await fetch(`${shop.baseUrl}/api/menu`).then(async (response) => ({ json: await response.json() }));
      expect(json.data[0]).toMatchObject({ id: 1, unitPrice: 720, sizes: [{ id: 1, name: 'Regular', inches: null, price: 720, soldOut: false }], crusts: [], extras: [], maxExtras: 0 });
      // The old order's line, ordered before choices, says nothing of them.
      const old = await fetch(`${shop.baseUrl}/api/order/OLDORDER`).then((response) => response.json());
      expect(old.data.cart).toEqual([{ pizzaId: 1, name: 'House Special', quantity: 1, unitPrice: 720, totalPrice: 720 }]);
      const placed = await fetch(`${shop.baseUrl}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newOrder({ cart: [{ pizzaId: 1, quantity: 1 }] })),
      }).then((response) => response.json());
      expect(placed.data.cart).toEqual([
        { pizzaId: 1, name: 'House Special', quantity: 1, unitPrice: 720, totalPrice: 720, choice: { size: 'Regular', crust: null, extras: [], without: [] }, description: '' },
      ]);
    } finally {
      await shop.close();
      await database.drop();
    }
  });
});

const oldOrder = {
  customer: 'Ram',
  phone: '9841000000',
  address: 'Patan',
  position: '',
  priority: 0,
  status: 'delivered',
  order_price: 72_000,
  priority_price: 0,
  pizza_count: 1,
  estimated_delivery: 0,
  created_at: 0,
  queued_at: 0,
  idempotency_key: null,
  idempotency_request: null,
  delivered_at: 0,
  promised_delivery: null,
};
