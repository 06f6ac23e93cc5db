import { describe, expect, it, onTestFinished } from 'vitest';
import { invisibleMessage, messages } from '@chulo/api-client/contract';
import { availableEngines, staffHeaders, staffLogin } from '@chulo/test-lab';
import { readHistory } from './data/history-log.ts';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { call, startTestShop, useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'owners run the menu';
const margherita = pizzaNamed('Margherita');
const marinara = pizzaNamed('Marinara');

describe.each(engines)('the menu as owners edit it, on %s', (kind) => {
  const { shop, database, api, restart } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  const staff = useOwnerAndCook(shop, PASSWORD);
  const asOwner = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.owner));
  const asKitchen = (method: string, path: string, body?: unknown) => api(method, path, body, staffHeaders(staff.kitchen));
  const customerMenu = async () => (await api('GET', '/api/menu')).json.data as { id: number; name: string; unitPrice: number }[];
  const lastHistory = async (count = 1) => (await readHistory(shop.store.db, { limit: count })).map(({ staff, action, summary }) => ({ staff, action, summary }));


  it('lists every pizza to staff, kitchen too, in the listing order with its place', async () => {
    for (const session of [staff.owner, staff.kitchen]) {
      const { status, json } = await api('GET', '/api/staff/pizzas', undefined, staffHeaders(session));
      expect(status).toBe(200);
      expect(json.data).toHaveLength(18);
      expect(json.data[0]).toMatchObject({ id: 1, name: 'Margherita', unitPrice: 650, retired: false, position: 1, photo: null });
      expect(json.data.map((pizza: { position: number }) => pizza.position)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    }
    expect((await api('GET', '/api/staff/pizzas')).status).toBe(401);
  });

  it("refuses the kitchen every owner's change to the menu, and changes nothing", async () => {
    const before = await asOwner('GET', '/api/staff/pizzas');
    const attempts = [
      asKitchen('POST', '/api/staff/pizzas', { name: 'Kitchen Special', ingredients: ['cheese'], unitPrice: 500 }),
      asKitchen('PATCH', '/api/staff/pizzas/1', { retired: true }),
      asKitchen('PUT', '/api/staff/pizzas/order', { pizzaIds: before.json.data.map((pizza: { id: number }) => pizza.id).reverse() }),
      asKitchen('DELETE', '/api/staff/pizzas/1/photo'),
    ];
    for (const refused of await Promise.all(attempts)) expect(refused.json).toEqual({ status: 'fail', message: messages.OWNERS_ONLY });
    expect((await Promise.all(attempts)).map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect((await asOwner('GET', '/api/staff/pizzas')).json).toEqual(before.json);
  });

  it('adds a pizza at the end of the menu, with a new id, and records who did', async () => {
    const added = await asOwner('POST', '/api/staff/pizzas', { name: '  Sel Roti Dessert ', ingredients: ['sel roti', 'honey'], unitPrice: 450 });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ id: 19, name: 'Sel Roti Dessert', unitPrice: 450, soldOut: false, retired: false, position: 19, photo: null });
    expect((await customerMenu()).at(-1)).toMatchObject({ id: 19, name: 'Sel Roti Dessert', unitPrice: 450 });
    expect(await lastHistory()).toEqual([{ staff: 'asha', action: 'pizza-added', summary: 'Sel Roti Dessert added at 450: sel roti, honey' }]);
  });

  it('keeps names unique whatever their case, when adding and when renaming, naming the pizza already on the menu', async () => {
    const again = await asOwner('POST', '/api/staff/pizzas', { name: 'margherita', ingredients: ['tomato'], unitPrice: 500 });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ status: 'fail', message: messages.pizzaNameTaken('Margherita') });
    const renamed = await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { name: 'MARGHERITA' });
    expect(renamed.status).toBe(409);
    expect(renamed.json.message).toBe(messages.pizzaNameTaken('Margherita'));
    // Its own name in other letters is no clash.
    expect((await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { name: 'MARINARA' })).json.data.name).toBe('MARINARA');
    expect((await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { name: 'Marinara' })).status).toBe(200);
  });

  it('changes any of a pizza’s details, saying in the history what changed from what', async () => {
    const changed = await asOwner('PATCH', `/api/staff/pizzas/${margherita.id}`, { unitPrice: 700, ingredients: ['tomato', 'mozzarella'], soldOut: true });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ id: 1, unitPrice: 700, ingredients: ['tomato', 'mozzarella'], soldOut: true, position: 1 });
    expect((await customerMenu()).find((pizza) => pizza.id === 1)).toMatchObject({ unitPrice: 700, soldOut: true });
    expect(await lastHistory()).toEqual([
      { staff: 'asha', action: 'pizza-changed', summary: 'Margherita: price 650 → 700, ingredients tomato, mozzarella, basil → tomato, mozzarella, sold out' },
    ]);
    expect((await asOwner('PATCH', '/api/staff/pizzas/99', { unitPrice: 700 })).json).toEqual({ status: 'fail', message: messages.noSuchPizza(99) });
    expect((await asOwner('PATCH', '/api/staff/pizzas/1', {})).status).toBe(400);
  });

  it('records in the history what the kitchen and owners change through the sold-out and price switch', async () => {
    await asKitchen('PATCH', `/api/staff/menu/${margherita.id}`, { soldOut: false });
    await asOwner('PATCH', `/api/staff/menu/${margherita.id}`, { unitPrice: 650 });
    expect(await lastHistory(2)).toEqual([
      { staff: 'asha', action: 'pizza-changed', summary: 'Margherita: price 700 → 650' },
      { staff: 'ram', action: 'pizza-changed', summary: 'Margherita: back on sale' },
    ]);
  });

  it('retires a pizza: off the menu, refused in new orders, past orders keep their lines as ordered; and brings it back', async () => {
    const before = await api('GET', '/api/menu');
    const past = await api('POST', '/api/order', newOrder({ cart: [{ pizzaId: marinara.id, quantity: 2 }] }));
    expect(past.status).toBe(201);

    const retired = await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { retired: true, name: 'Marinara Classica', unitPrice: 990 });
    expect(retired.json.data).toMatchObject({ retired: true, name: 'Marinara Classica', position: 2 });
    const after = await api('GET', '/api/menu');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.json.data.map((pizza: { id: number }) => pizza.id)).not.toContain(marinara.id);
    expect(after.json.data[0]).not.toHaveProperty('retired');
    expect((await asOwner('GET', '/api/staff/pizzas')).json.data[1]).toMatchObject({ id: marinara.id, retired: true });
    // The drawing of a retired pizza goes with it, as for any pizza not on the menu.
    expect((await api('GET', `/images/pizzas/${marinara.id}.svg`)).status).toBe(404);

    const refused = await api('POST', '/api/order', newOrder({ cart: [{ pizzaId: marinara.id, quantity: 1 }] }));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(messages.noSuchPizza(marinara.id));
    const kept = await api('GET', `/api/order/${past.json.data.id}`);
    expect(kept.json.data.cart).toEqual([
      {
        pizzaId: marinara.id,
        name: 'Marinara',
        quantity: 2,
        unitPrice: 550,
        totalPrice: 1100,
        choice: { size: 'Medium', crust: 'Classic', extras: [], without: [] },
        description: 'Medium, classic crust',
      },
    ]);
    expect(await lastHistory(2)).toEqual([
      { staff: 'asha', action: 'pizza-retired', summary: 'Marinara Classica: off the menu' },
      { staff: 'asha', action: 'pizza-changed', summary: 'Marinara: renamed Marinara Classica, price 550 → 990' },
    ]);

    const restored = await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { retired: false, name: 'Marinara', unitPrice: 550 });
    expect(restored.json.data.retired).toBe(false);
    expect((await customerMenu())[1]).toMatchObject({ id: marinara.id, name: 'Marinara' });
    expect((await lastHistory())[0]).toEqual({ staff: 'asha', action: 'pizza-restored', summary: 'Marinara: back on the menu' });
  });

  it('sets the order of the menu only from a list of every pizza, retired ones too, each once', async () => {
    await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { retired: true });
    const ids: number[] = (await asOwner('GET', '/api/staff/pizzas')).json.data.map((pizza: { id: number }) => pizza.id);
    for (const pizzaIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 99], [ids[0], ...ids.slice(0, -1)]]) {
      const refused = await asOwner('PUT', '/api/staff/pizzas/order', { pizzaIds });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(messages.PIZZA_ORDER_INCOMPLETE);
    }
    const reversed = [...ids].reverse();
    const ordered = await asOwner('PUT', '/api/staff/pizzas/order', { pizzaIds: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.json.data.map((pizza: { id: number; position: number }) => [pizza.id, pizza.position])).toEqual(reversed.map((id, index) => [id, index + 1]));
    expect((await customerMenu()).map((pizza) => pizza.id)).toEqual(reversed.filter((id) => id !== marinara.id));
    const [entry] = await lastHistory();
    expect(entry).toMatchObject({ staff: 'asha', action: 'menu-reordered' });
    expect(entry!.summary).toMatch(/^Menu order: Sel Roti Dessert 19 → 1, .*Margherita 1 → 19$/);
  });

  it('drops the cached menu of every instance on the database when it changes', { timeout: 30_000 }, async () => {
    // SQLite serves from one instance; PostgreSQL's instances hear each other's changes (LISTEN/NOTIFY).
    const other = kind === 'postgres' ? await startTestShop(database.url) : null;
    if (other) onTestFinished(() => other.close());
    const elsewhere = other?.baseUrl ?? shop.baseUrl;
    const priceElsewhere = async () => (await call(elsewhere, 'GET', '/api/menu')).json.data.find((pizza: { id: number }) => pizza.id === 3)?.unitPrice;
    expect(await priceElsewhere()).toBe(850);
    await asOwner('PATCH', '/api/staff/pizzas/3', { unitPrice: 875 });
    await expect.poll(priceElsewhere, { timeout: 10_000 }).toBe(875);
  });

  it("keeps the owners' menu through a restart, whose seeding adds nothing, even where an opening pizza's name went to a new one", async () => {
    await asOwner('PATCH', `/api/staff/pizzas/${pizzaNamed('Hawaiian').id}`, { name: 'Pineapple Ham' });
    expect((await asOwner('POST', '/api/staff/pizzas', { name: 'Hawaiian', ingredients: ['pineapple'], unitPrice: 800 })).status).toBe(201);
    const before = (await asOwner('GET', '/api/staff/pizzas')).json.data;
    await restart();
    staff.owner = await staffLogin(shop.baseUrl, 'asha', PASSWORD);
    expect((await asOwner('GET', '/api/staff/pizzas')).json.data).toEqual(before);
  });

  it.each([
    ['a zero-width joiner inside', 'Marg\u200Dherita'],
    ['a variation selector', 'Margherita\uFE0F'],
    ['a Cyrillic М', '\u041Cargherita'],
    ['a Greek Α and a Cyrillic е', 'M\u0391RGH\u0435RITA'],
    ['a full-width Ｍ', '\uFF2Dargherita'],
    ['rn for m', 'rnargherita'],
    ['a braille blank after it', 'Margherita\u2800'],
  ])('refuses a name that only looks different, with %s: 409, naming the pizza it looks like', async (_what, name) => {
    const added = await asOwner('POST', '/api/staff/pizzas', { name, ingredients: ['tomato'], unitPrice: 500 });
    expect(added.json).toEqual({ status: 'fail', message: messages.pizzaNameTaken('Margherita') });
    expect(added.status).toBe(409);
    const renamed = await asOwner('PATCH', `/api/staff/pizzas/${marinara.id}`, { name });
    expect(renamed.json).toEqual({ status: 'fail', message: messages.pizzaNameTaken('Margherita') });
  });

  it('refuses a name with a zero-width space in it (400) before comparing it with the others', async () => {
    const added = await asOwner('POST', '/api/staff/pizzas', { name: 'Margherita\u200B', ingredients: ['tomato'], unitPrice: 500 });
    expect([added.status, added.json.message]).toEqual([400, invisibleMessage('Name')]);
  });

  it('stores a name in NFKC: full-width letters and ligatures as the plain letters', async () => {
    const added = await asOwner('POST', '/api/staff/pizzas', { name: '\uFF2Dushroom \uFB01esta', ingredients: ['mushroom'], unitPrice: 600 });
    expect(added.status).toBe(201);
    expect(added.json.data.name).toBe('Mushroom fiesta');
    expect((await asOwner('PATCH', `/api/staff/pizzas/${added.json.data.id}`, { retired: true })).status).toBe(200);
  });

  it('lets only one of two owners adding look-alike names at the same moment have theirs', async () => {
    const [first, second] = await Promise.all(
      ['Momo Special', 'Momo Speci\u0430l'].map((name) => asOwner('POST', '/api/staff/pizzas', { name, ingredients: ['momo'], unitPrice: 700 })),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const added = [first!, second!].find((answer) => answer.status === 201)!;
    const refused = [first!, second!].find((answer) => answer.status === 409)!;
    expect(refused.json.message).toBe(messages.pizzaNameTaken(added.json.data.name));
    expect((await asOwner('PATCH', `/api/staff/pizzas/${added.json.data.id}`, { retired: true })).status).toBe(200);
  });
});

describe("a pizza's id in an address", () => {
  const { shop, api } = useTestShop('sqlite');
  const staff = useOwnerAndCook(shop, PASSWORD);

  it('is read in plain decimal digits only: 01, 1e0 or 0x1 are refused as a word is, never taken for pizza 1', async () => {
    const word = await api('PATCH', '/api/staff/menu/abc', { soldOut: true }, staffHeaders(staff.kitchen));
    expect(word.status).toBe(400);
    for (const other of ['01', '1e0', '0x1', '+1', '1.0', '%201']) {
      const answer = await api('PATCH', `/api/staff/menu/${other}`, { soldOut: true }, staffHeaders(staff.kitchen));
      expect([answer.status, answer.json.status], other).toEqual([400, 'fail']);
      const image = await fetch(`${shop.baseUrl}/images/pizzas/${other}.svg`);
      expect(image.status, `${other}.svg`).toBe((await fetch(`${shop.baseUrl}/images/pizzas/abc.svg`)).status);
    }
    expect((await api('GET', '/api/menu')).json.data[0]).toMatchObject({ id: 1, soldOut: false });
    expect((await fetch(`${shop.baseUrl}/images/pizzas/1.svg`)).status).toBe(200);
    expect((await api('PATCH', '/api/staff/menu/1', { soldOut: true }, staffHeaders(staff.kitchen))).status).toBe(200);
  });
});
