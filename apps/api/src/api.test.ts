import { describe, expect, it } from 'vitest';
import { ORDER_ID_ALPHABET } from '@chulo/domain';
import { availableEngines } from '@chulo/test-lab';
import { MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';
import { OPENING_MENU } from './data/opening-menu.ts';
import { newOrder, pizzaNamed } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();

const margherita = pizzaNamed('Margherita');
const pepperoni = pizzaNamed('Pepperoni');
const soldOut = OPENING_MENU.find((pizza) => pizza.soldOut)!;

describe.each(engines)('the API on %s', (kind) => {
  const { shop, api, restart } = useTestShop(kind);

  describe('GET /api/menu', () => {
    it('lists the seeded pizzas in rupees, with images the app serves', async () => {
      const { status, json } = await api('GET', '/api/menu');
      expect(status).toBe(200);
      expect(json.status).toBe('success');
      expect(json.data).toHaveLength(OPENING_MENU.length);
      expect(json.data[0]).toEqual({
        id: OPENING_MENU[0]!.id,
        name: OPENING_MENU[0]!.name,
        unitPrice: OPENING_MENU[0]!.unitPrice,
        ingredients: OPENING_MENU[0]!.ingredients,
        soldOut: false,
        imageUrl: `/images/pizzas/${OPENING_MENU[0]!.id}.svg`,
        photo: null,
        // What it comes as: the contract's sample is the opening menu's Margherita, with its mushrooms in stock.
        sizes: MARGHERITA_IN_SIZES.sizes,
        crusts: MARGHERITA_IN_SIZES.crusts,
        extras: MARGHERITA_IN_SIZES.extras!.map((extra) => ({ ...extra, soldOut: false })),
        maxExtras: MARGHERITA_IN_SIZES.maxExtras,
      });
      expect(json.currency).toBe('NPR');
      expect(json.data.filter((pizza: any) => pizza.soldOut).length).toBeGreaterThanOrEqual(2);
    });

    it('answers a repeat request carrying the ETag with 304', async () => {
      const first = await fetch(`${shop.baseUrl}/api/menu`);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const repeat = await fetch(`${shop.baseUrl}/api/menu`, { headers: { 'if-none-match': etag! } });
      expect(repeat.status).toBe(304);
    });

    it('answers before routing exactly as the route does (a stale ETag sends the request through the route)', async () => {
      const answerOf = async (headers: Record<string, string>) => {
        const response = await fetch(`${shop.baseUrl}/api/menu`, { headers });
        const { date: _date, ...rest } = Object.fromEntries(response.headers);
        return { status: response.status, headers: rest, body: await response.text() };
      };
      await answerOf({});
      const throughRoute = await answerOf({ 'if-none-match': '"stale"' });
      expect(throughRoute.status).toBe(200);
      expect(await answerOf({})).toEqual(throughRoute);
    });

    it('serves every pizza image as a sized SVG from the app itself', async () => {
      const response = await fetch(`${shop.baseUrl}/images/pizzas/${margherita.id}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('width="240"');
      expect((await fetch(`${shop.baseUrl}/images/pizzas/999.svg`)).status).toBe(404);
      // Compressed for a browser that takes it, as drawn for one that does not.
      const brotli = await fetch(`${shop.baseUrl}/images/pizzas/${margherita.id}.svg`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect([brotli.headers.get('content-encoding'), brotli.headers.get('vary')]).toEqual(['br', 'accept-encoding']);
      expect(await brotli.text()).toBe(svg);
      const plain = await fetch(`${shop.baseUrl}/images/pizzas/${margherita.id}.svg`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(svg);
    });
  });

  describe('POST /api/order', () => {
    it('creates the order, priced from the menu, and answers with its public view', async () => {
      const { status, json } = await api('POST', '/api/order', newOrder());
      expect(status).toBe(201);
      const order = json.data;
      expect(order.id).toMatch(new RegExp(`^[${ORDER_ID_ALPHABET}]{6,}$`));
      expect(order.status).toBe('preparing');
      expect(order.priority).toBe(false);
      expect(order.priorityPrice).toBe(0);
      expect(order.orderPrice).toBe(margherita.unitPrice * 2 + pepperoni.unitPrice);
      // Lines without a choice, as SPEC's client sends them: each pizza as the menu prices it, Medium on the classic crust.
      const asItComes = { choice: { size: 'Medium', crust: 'Classic', extras: [], without: [] }, description: 'Medium, classic crust' };
      expect(order.cart).toEqual([
        { pizzaId: margherita.id, name: margherita.name, quantity: 2, unitPrice: margherita.unitPrice, totalPrice: margherita.unitPrice * 2, ...asItComes },
        { pizzaId: pepperoni.id, name: pepperoni.name, quantity: 1, unitPrice: pepperoni.unitPrice, totalPrice: pepperoni.unitPrice, ...asItComes },
      ]);
      expect(Date.parse(order.estimatedDelivery)).toBeGreaterThan(Date.now() + 10 * 60_000);
      expect(order.statusHistory).toEqual([{ status: 'preparing', at: order.createdAt }]);
    });

    it('charges 20 % of the order for priority', async () => {
      const { json } = await api('POST', '/api/order', newOrder({ priority: true }));
      expect(json.data.priority).toBe(true);
      expect(json.data.priorityPrice).toBe(Math.round((margherita.unitPrice * 2 + pepperoni.unitPrice) * 20) / 100);
    });

    it('trusts no price or name from the client', async () => {
      const tampered = newOrder({
        cart: [{ pizzaId: margherita.id, name: 'Free pizza', quantity: 3, unitPrice: 1, totalPrice: 3 }],
      });
      const { status, json } = await api('POST', '/api/order', tampered);
      expect(status).toBe(201);
      expect(json.data.orderPrice).toBe(margherita.unitPrice * 3);
      expect(json.data.cart[0]).toMatchObject({ name: margherita.name, unitPrice: margherita.unitPrice, totalPrice: margherita.unitPrice * 3 });
    });

    it.each([
      ['a missing customer', { customer: undefined }, 'Customer'],
      ['a blank customer', { customer: '   ' }, 'Customer is required'],
      ['a missing phone', { phone: undefined }, 'Phone'],
      ['a phone that breaks the pattern', { phone: 'call me maybe' }, 'Provide us your correct Number please.'],
      ['a blank address', { address: '' }, 'Address is required'],
      ['an unknown pizza', { cart: [{ pizzaId: 9999, quantity: 1 }] }, 'no pizza #9999'],
      ['a sold-out pizza', { cart: [{ pizzaId: soldOut.id, quantity: 1 }] }, `${soldOut.name} is sold out`],
      ['a quantity of 0', { cart: [{ pizzaId: margherita.id, quantity: 0 }] }, 'Quantity'],
      ['a quantity of 100', { cart: [{ pizzaId: margherita.id, quantity: 100 }] }, 'Quantity'],
      ['a fractional quantity', { cart: [{ pizzaId: margherita.id, quantity: 1.5 }] }, 'Quantity'],
      ['an empty cart', { cart: [] }, 'Cart is empty'],
      ['51 cart lines', { cart: Array.from({ length: 51 }, () => ({ pizzaId: margherita.id, quantity: 1 })) }, 'more than 50'],
      ['a 101-character customer', { customer: 'x'.repeat(101) }, 'at most 100'],
      ['a 301-character address', { address: 'x'.repeat(301) }, 'at most 300'],
      ['a 31-character phone', { phone: '1'.repeat(31) }, 'Phone'],
      ['a malformed position', { position: 'here' }, 'Position'],
      ['an out-of-range position', { position: '91,10' }, 'Position'],
      ['a priority given as text', { priority: 'true' }, 'Priority'],
    ])('refuses %s with 400 and a clear message', async (_case, overrides, message) => {
      const before = (await api('GET', '/api/menu')).status;
      expect(before).toBe(200);
      const { status, json } = await api('POST', '/api/order', newOrder(overrides));
      expect(status).toBe(400);
      expect(json.status).toBe('fail');
      expect(json.message).toContain(message);
    });

    it('accepts "lat, lng" and an empty position', async () => {
      expect((await api('POST', '/api/order', newOrder({ position: '27.7, 85.3' }))).status).toBe(201);
      expect((await api('POST', '/api/order', newOrder({ position: '' }))).status).toBe(201);
    });

    it('answers malformed JSON with a 400 envelope and a body over 32 KB with 413', async () => {
      const malformed = await api('POST', '/api/order', '{"customer": ');
      expect(malformed.status).toBe(400);
      expect(malformed.json.status).toBe('fail');
      const huge = await api('POST', '/api/order', newOrder({ address: 'x'.repeat(40_000) }));
      expect(huge.status).toBe(413);
      expect(huge.json.status).toBe('fail');
    });

    it('stores 100 concurrent orders as 100 distinct orders', async () => {
      const results = await Promise.all(Array.from({ length: 100 }, () => api('POST', '/api/order', newOrder())));
      expect(results.every((result) => result.status === 201)).toBe(true);
      const ids = new Set(results.map((result) => result.json.data.id));
      expect(ids.size).toBe(100);
      const stored = await shop.store.db.selectFrom('orders').select('id').where('id', 'in', [...ids]).execute();
      expect(stored).toHaveLength(100);
    });
  });

  describe('GET /api/order/:id', () => {
    it('shows the order without any personal data, ignoring case and spaces in the id', async () => {
      const created = (await api('POST', '/api/order', newOrder())).json.data;
      const { status, json } = await api('GET', `/api/order/${encodeURIComponent(`  ${created.id.toLowerCase()} `)}`);
      expect(status).toBe(200);
      expect(json.data).toEqual(created);
      const text = JSON.stringify(json);
      for (const secret of ['Sita Sharma', '984-1234567', 'Thamel', '27.7172']) expect(text).not.toContain(secret);
      for (const field of ['customer', 'phone', 'address', 'position']) expect(json.data).not.toHaveProperty(field);
    });

    it("answers an unknown id with 404 and Couldn't find order, repeating the id only when it could be one", async () => {
      const answers = [
        ['NQPE4242', "Couldn't find order #NQPE4242"],
        ['nqpe42', "Couldn't find order #NQPE42"],
        // Direction marks and markup in the address are never repeated back.
        [encodeURIComponent('\u202EDIAP <b>'), "Couldn't find this order"],
        ['NOPE42', "Couldn't find this order"],
      ];
      for (const [id, message] of answers) {
        const { status, json } = await api('GET', `/api/order/${id}`);
        expect(status, id).toBe(404);
        expect(json, id).toEqual({ status: 'fail', message });
      }
    });

    it('keeps the prices an order was placed at after the menu changes', async () => {
      const created = (await api('POST', '/api/order', newOrder())).json.data;
      await shop.store.db.updateTable('pizzas').set({ unit_price: 1 }).where('id', '=', margherita.id).execute();
      try {
        const { json } = await api('GET', `/api/order/${created.id}`);
        expect(json.data.orderPrice).toBe(created.orderPrice);
        expect(json.data.cart[0].unitPrice).toBe(margherita.unitPrice);
      } finally {
        await shop.store.db.updateTable('pizzas').set({ unit_price: margherita.unitPrice * 100 }).where('id', '=', margherita.id).execute();
      }
    });
  });

  describe('POST /api/order prices from the menu as the database holds it', () => {
    it('sees a change made by another instance, or by hand, at the next checkout', async () => {
      const order = newOrder({ cart: [{ pizzaId: margherita.id, quantity: 1 }] });
      const priced = async () => (await api('POST', '/api/order', order)).json;
      expect((await priced()).data.orderPrice).toBe(margherita.unitPrice);
      // Written past this instance's services, so no event tells it: only the database knows.
      const db = shop.store.db;
      try {
        await db.updateTable('pizzas').set({ unit_price: 77_700 }).where('id', '=', margherita.id).execute();
        expect((await priced()).data.orderPrice).toBe(777);
        await db.updateTable('pizzas').set({ sold_out: 1 }).where('id', '=', margherita.id).execute();
        expect((await priced()).message).toBe(`${margherita.name} is sold out`);
      } finally {
        await db.updateTable('pizzas').set({ unit_price: margherita.unitPrice * 100, sold_out: 0 }).where('id', '=', margherita.id).execute();
      }
      expect((await priced()).data.orderPrice).toBe(margherita.unitPrice);
    });
  });

  describe('PATCH /api/order/:id', () => {
    it('makes an order priority once: fee added, delivery brought forward, repeat changes nothing', async () => {
      const created = (await api('POST', '/api/order', newOrder())).json.data;
      const first = await api('PATCH', `/api/order/${created.id}`, { priority: true });
      expect(first.status).toBe(200);
      expect(first.json.data.priority).toBe(true);
      expect(first.json.data.priorityPrice).toBe(Math.round(created.orderPrice * 20) / 100);
      expect(Date.parse(first.json.data.estimatedDelivery)).toBeLessThan(Date.parse(created.estimatedDelivery));
      const second = await api('PATCH', `/api/order/${created.id}`, { priority: true });
      expect(second.status).toBe(200);
      expect(second.json.data).toEqual(first.json.data);
    });

    it.each([[{}], [{ priority: false }], [{ priority: 'true' }], [{ priority: true, status: 'delivered' }], [[true]]])(
      'refuses the body %j with 400',
      async (body) => {
        const created = (await api('POST', '/api/order', newOrder())).json.data;
        const { status, json } = await api('PATCH', `/api/order/${created.id}`, body);
        expect(status).toBe(400);
        expect(json.status).toBe('fail');
        expect((await api('GET', `/api/order/${created.id}`)).json.data.priority).toBe(false);
      },
    );

    it('answers an unknown id with 404', async () => {
      const { status, json } = await api('PATCH', '/api/order/NQPE4242', { priority: true });
      expect(status).toBe(404);
      expect(json.message).toBe("Couldn't find order #NQPE4242");
    });
  });

  describe('the geocoder', () => {
    it('finds Kathmandu 44600, Nepal for Durbar Marg, at the top level as reverse-geocoding services answer (SPEC §7)', async () => {
      const { status, json } = await api('GET', '/api/geocode/reverse?latitude=27.7172&longitude=85.324');
      expect(status).toBe(200);
      expect(json).toEqual({
        latitude: 27.7172,
        longitude: 85.324,
        locality: 'Kathmandu',
        city: 'Kathmandu',
        postcode: '44600',
        countryName: 'Nepal',
        countryCode: 'NP',
      });
    });

    it('tells no cache to keep where a customer is: Cache-Control: no-store', async () => {
      const { headers } = await api('GET', '/api/geocode/reverse?latitude=27.7172&longitude=85.324');
      expect(headers.get('cache-control')).toBe('no-store');
    });

    it('finds no town in the middle of the Pacific', async () => {
      const { status, json } = await api('GET', '/api/geocode/reverse?latitude=0&longitude=-140');
      expect(status).toBe(200);
      expect(json.locality).toBe('');
    });

    it.each(['latitude=91&longitude=0', 'latitude=0&longitude=181', 'latitude=abc&longitude=1', 'longitude=1', ''])(
      'refuses ?%s with 400',
      async (query) => {
        const { status, json } = await api('GET', `/api/geocode/reverse?${query}`);
        expect(status).toBe(400);
        expect(json.status).toBe('fail');
      },
    );
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const { status, json } = await api('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(json.status).toBe('fail');
  });

  it('keeps orders and the menu intact across a restart', async () => {
    const created = (await api('POST', '/api/order', newOrder())).json.data;
    await restart();
    expect((await api('GET', `/api/order/${created.id}`)).json.data).toEqual(created);
    const pizzas = await shop.store.db.selectFrom('pizzas').select('id').execute();
    expect(pizzas).toHaveLength(OPENING_MENU.length);
  });
});
