import { beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, shopClock } from '@chulo/domain';
import { messages, SALES_RANGE_TOO_LONG, type SalesReport } from '@chulo/api-client/contract';
import { availableEngines, signInStaff, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { OPENING_EXTRAS, OPENING_SIZES } from './data/opening-choices.ts';
import { OPENING_MENU } from './data/opening-menu.ts';
import { ORDERS_PER_PAGE } from './services/orders-csv.ts';
import { newOrder } from './testing/sample-orders.ts';
import { type ChoiceAt, type OrderAt, storeOrdersAt } from './testing/orders-at.ts';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'the owner counts the takings';

/** An instant given as a Kathmandu wall clock: `2026-11-25 23:50` is 18:05 UTC. */
const kathmandu = (time: string) => Date.parse(`${time.replace(' ', 'T')}+05:45`);

const LARGE = OPENING_SIZES[1];
const [CHEESE, CHICKEN] = OPENING_EXTRAS as [(typeof OPENING_EXTRAS)[number], (typeof OPENING_EXTRAS)[number]];
const [margherita, marinara, pepperoni] = OPENING_MENU as [(typeof OPENING_MENU)[number], (typeof OPENING_MENU)[number], (typeof OPENING_MENU)[number]];
const line = (pizza: typeof margherita, quantity: number, unitPrice: number, choice?: ChoiceAt) => ({
  pizzaId: pizza.id,
  name: pizza.name,
  quantity,
  unitPrice,
  ...(choice && { choice }),
});

/** The 25th and 26th of November 2026 in Kathmandu, and one order just outside each end. */
const ORDERS: OrderAt[] = [
  // The 25th's first instant.
  { id: 'AAAA0001', placedAt: kathmandu('2026-11-25 00:00'), status: 'delivered', lines: [line(margherita, 2, 500)], customer: '=HYPERLINK("http://evil.example","x")' },
  // 18:05 UTC, still the 25th in Kathmandu; priority, ten minutes late.
  {
    id: 'BBBB0002',
    placedAt: kathmandu('2026-11-25 23:50'),
    status: 'delivered',
    lines: [line(marinara, 1, 800)],
    priorityFee: 160,
    deliveredAt: kathmandu('2026-11-26 00:30'),
    customer: 'Sita, "Didi"',
    phone: '+9779812345678',
  },
  // Cancelled: counted as an order and a cancellation, never as revenue, priority or pizzas sold.
  { id: 'CCCC0003', placedAt: kathmandu('2026-11-26 00:10'), status: 'cancelled', lines: [line(margherita, 3, 500)], priorityFee: 300 },
  // 25 minutes late.
  {
    id: 'DDDD0004',
    placedAt: kathmandu('2026-11-26 12:30'),
    status: 'delivered',
    lines: [line(margherita, 1, 500), line(pepperoni, 1, 700)],
    deliveredAt: kathmandu('2026-11-26 13:25'),
    customer: '@SUM(1)',
    address: 'Ward 4\nThamel',
    // Taken by phone.
    channel: 'phone',
  },
  // On its way: sold, not yet delivered.
  { id: 'EEEE0005', placedAt: kathmandu('2026-11-26 13:00'), status: 'delivering', lines: [line(marinara, 1, 800)], customer: 'राम श्रेष्ठ' },
  // The last instant of the 24th, and the 27th's first: outside.
  { id: 'FFFF0006', placedAt: kathmandu('2026-11-25 00:00') - 1, status: 'delivered', lines: [line(pepperoni, 5, 700)] },
  { id: 'GGGG0007', placedAt: kathmandu('2026-11-27 00:00'), status: 'delivered', lines: [line(marinara, 4, 800)] },
];

const CSV_HEADER =
  'Order,Placed at (Kathmandu),Status,Priority,Pizzas,Ordered,Order price (Rs),Priority fee (Rs),Total (Rs),Delivered at (Kathmandu),Estimated delivery (Kathmandu),Customer,Phone,Address,Size,Crust,Extras,Without,Channel,Paid with,Payment reference,Payment state';

/**
 * The 15th of August 2026: pizzas chosen in sizes, on crusts, with extras (rupees each, as paid);
 * and a line with no choice, as lines ordered before the shop had sizes are stored.
 */
const CHOSEN: OrderAt[] = [
  {
    id: 'IIII0001',
    placedAt: kathmandu('2026-08-15 12:00'),
    status: 'delivered',
    lines: [line(margherita, 2, 950 + 160, { size: 'Large', crust: 'Classic', extras: { 'Extra cheese': 160 } }), line(margherita, 1, 650)],
  },
  {
    id: 'IIII0002',
    placedAt: kathmandu('2026-08-15 13:00'),
    status: 'delivered',
    lines: [line(margherita, 1, 650 + 50 + 120 + 150, { size: 'Medium', crust: 'Thin', extras: { 'Extra cheese': 120, Chicken: 150 }, without: ['basil'] })],
  },
  // Cancelled: none of it was sold.
  {
    id: 'IIII0003',
    placedAt: kathmandu('2026-08-15 14:00'),
    status: 'cancelled',
    lines: [line(pepperoni, 3, 1600 + 200, { size: 'Family', crust: 'Classic', extras: { 'Extra cheese': 200 } })],
  },
  // Extra cheese at 180, its price that day: what counts is what was paid, whatever it costs today.
  {
    id: 'IIII0004',
    placedAt: kathmandu('2026-08-15 15:00'),
    status: 'delivered',
    lines: [line(pepperoni, 1, 1600 + 180, { size: 'Family', crust: 'Classic', extras: { 'Extra cheese': 180 }, without: ['@pepperoni'] })],
  },
];

const zeroHours = () => Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
const byHourWith = (hours: Record<number, [number, number]>) =>
  zeroHours().map((bucket) => (hours[bucket.hour] ? { hour: bucket.hour, orders: hours[bucket.hour]![0], revenue: hours[bucket.hour]![1] } : bucket));

describe.each(engines)('the sales on %s', (kind) => {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  let owner: StaffSession;
  let kitchen: StaffSession;
  const get = (path: string, session = owner) => api('GET', path, undefined, staffHeaders(session));
  const download = (query: string, session = owner) => fetch(`${shop.baseUrl}/api/staff/sales/orders.csv?${query}`, { headers: staffHeaders(session) });

  beforeAll(async () => {
    await shop.accounts.add('asha', PASSWORD, 'owner');
    await shop.accounts.add('ram', PASSWORD, 'kitchen');
    owner = await signInStaff(shop.baseUrl, 'asha', PASSWORD);
    kitchen = await signInStaff(shop.baseUrl, 'ram', PASSWORD);
    await storeOrdersAt(shop.store.db, [...ORDERS, ...CHOSEN]);
  });

  it('adds up the orders placed on the days of the range, in Kathmandu’s calendar', async () => {
    const { status, json } = await get('/api/staff/sales?from=2026-11-25&to=2026-11-26');
    expect(status).toBe(200);
    expect(json.data).toEqual({
      from: '2026-11-25',
      to: '2026-11-26',
      orders: 5,
      revenue: 1000 + 960 + 1200 + 800,
      cancelled: 1,
      priorityShare: 0.25,
      delivered: 3,
      onTime: 1,
      averageLatenessMinutes: (10 + 25) / 2,
      byHour: byHourWith({ 0: [2, 1000], 12: [1, 1200], 13: [1, 800], 23: [1, 960] }),
      byDay: [
        { date: '2026-11-25', orders: 2, revenue: 1960 },
        { date: '2026-11-26', orders: 3, revenue: 2000 },
      ],
      bestSellers: [
        { pizzaId: margherita.id, name: margherita.name, quantity: 3, revenue: 1500 },
        { pizzaId: marinara.id, name: marinara.name, quantity: 2, revenue: 1600 },
        { pizzaId: pepperoni.id, name: pepperoni.name, quantity: 1, revenue: 700 },
      ],
      // Lines ordered before the shop had sizes: each pizza's one price was its default size's.
      bestSellersBySize: [
        { pizzaId: margherita.id, name: margherita.name, size: 'Medium', quantity: 3, revenue: 1500 },
        { pizzaId: marinara.id, name: marinara.name, size: 'Medium', quantity: 2, revenue: 1600 },
        { pizzaId: pepperoni.id, name: pepperoni.name, size: 'Medium', quantity: 1, revenue: 700 },
      ],
      extras: [],
      byChannel: [
        { channel: 'web', orders: 4, revenue: 1000 + 960 + 800 },
        { channel: 'phone', orders: 1, revenue: 1200 },
      ],
      byPayment: [{ method: 'cash', orders: 4, revenue: 1000 + 960 + 1200 + 800 }],
    });
  });

  it('puts an order at 23:50 in Kathmandu (18:05 UTC) on its Kathmandu day and hour', async () => {
    const { json } = await get('/api/staff/sales?from=2026-11-25&to=2026-11-25');
    expect(json.data).toMatchObject({ orders: 2, revenue: 1960, delivered: 2, onTime: 1, averageLatenessMinutes: 10, priorityShare: 0.5 });
    expect(json.data.byDay).toEqual([{ date: '2026-11-25', orders: 2, revenue: 1960 }]);
    expect(json.data.byHour).toEqual(byHourWith({ 0: [1, 1000], 23: [1, 960] }));
  });

  it('answers a range with no orders with every day and hour at zero', async () => {
    const { json } = await get('/api/staff/sales?from=2026-01-01&to=2026-01-03');
    expect(json.data).toEqual({
      from: '2026-01-01',
      to: '2026-01-03',
      orders: 0,
      revenue: 0,
      cancelled: 0,
      priorityShare: 0,
      delivered: 0,
      onTime: 0,
      averageLatenessMinutes: null,
      byHour: zeroHours(),
      byDay: ['2026-01-01', '2026-01-02', '2026-01-03'].map((date) => ({ date, orders: 0, revenue: 0 })),
      bestSellers: [],
      bestSellersBySize: [],
      extras: [],
      byChannel: [
        { channel: 'web', orders: 0, revenue: 0 },
        { channel: 'phone', orders: 0, revenue: 0 },
      ],
      byPayment: [],
    });
  });

  it('takes a year (a leap year’s 366 days) and refuses more, or a day the calendar lacks', async () => {
    expect((await get('/api/staff/sales?from=2027-11-26&to=2028-11-25')).status).toBe(200);
    for (const path of ['/api/staff/sales', '/api/staff/sales/orders.csv']) {
      const tooLong = await get(`${path}?from=2027-11-26&to=2028-11-26`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.json.message).toBe(SALES_RANGE_TOO_LONG);
      const noSuchDay = await get(`${path}?from=2026-02-27&to=2026-02-30`);
      expect(noSuchDay.status).toBe(400);
      expect(noSuchDay.json.message).toBe('A date is YYYY-MM-DD');
    }
  });

  it('refuses the kitchen both the report and the CSV', async () => {
    for (const path of ['/api/staff/sales', '/api/staff/sales/orders.csv']) {
      const refused = await get(`${path}?from=2026-11-25&to=2026-11-26`, kitchen);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ status: 'fail', message: messages.OWNERS_ONLY });
    }
  });

  it('exports the orders of the range as a CSV download, one line per order in the order placed, kept by no cache', async () => {
    const answer = await download('from=2026-11-25&to=2026-11-26');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-25-to-2026-11-26.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    expect(text.split('\r\n')).toEqual([
      CSV_HEADER,
      `AAAA0001,2026-11-25 00:00,delivered,no,2,2 × Margherita,1000.00,0.00,1000.00,2026-11-25 00:25,2026-11-25 00:30,"'=HYPERLINK(""http://evil.example"",""x"")",9812345678,"Thamel, Kathmandu",Medium,,,,web,Cash on delivery,,`,
      `BBBB0002,2026-11-25 23:50,delivered,yes,1,1 × Marinara,800.00,160.00,960.00,2026-11-26 00:30,2026-11-26 00:20,"Sita, ""Didi""",'+9779812345678,"Thamel, Kathmandu",Medium,,,,web,Cash on delivery,,`,
      `CCCC0003,2026-11-26 00:10,cancelled,yes,3,3 × Margherita,1500.00,300.00,1800.00,,2026-11-26 00:40,Asha,9812345678,"Thamel, Kathmandu",Medium,,,,web,Cash on delivery,,`,
      `DDDD0004,2026-11-26 12:30,delivered,no,2,1 × Margherita; 1 × Pepperoni,1200.00,0.00,1200.00,2026-11-26 13:25,2026-11-26 13:00,'@SUM(1),9812345678,"Ward 4\nThamel",Medium; Medium,,,,phone,Cash on delivery,,`,
      `EEEE0005,2026-11-26 13:00,delivering,no,1,1 × Marinara,800.00,0.00,800.00,,2026-11-26 13:30,राम श्रेष्ठ,9812345678,"Thamel, Kathmandu",Medium,,,,web,Cash on delivery,,`,
      '',
    ]);
  });

  it('counts each pizza in each size, and each extra at the price paid, of the orders not cancelled', async () => {
    const { json } = await get('/api/staff/sales?from=2026-08-15&to=2026-08-15');
    expect(json.data).toMatchObject({ orders: 4, cancelled: 1, revenue: 2 * 1110 + 650 + 970 + 1780 });
    expect(json.data.bestSellers).toEqual([
      { pizzaId: margherita.id, name: margherita.name, quantity: 4, revenue: 2 * 1110 + 650 + 970 },
      { pizzaId: pepperoni.id, name: pepperoni.name, quantity: 1, revenue: 1780 },
    ]);
    // Most sold first; the Margherita's line from before sizes is one of its Mediums.
    expect(json.data.bestSellersBySize).toEqual([
      { pizzaId: margherita.id, name: margherita.name, size: 'Large', quantity: 2, revenue: 2 * 1110 },
      { pizzaId: margherita.id, name: margherita.name, size: 'Medium', quantity: 2, revenue: 650 + 970 },
      { pizzaId: pepperoni.id, name: pepperoni.name, size: 'Family', quantity: 1, revenue: 1780 },
    ]);
    // One extra on each pizza of a line; most revenue first.
    expect(json.data.extras).toEqual([
      { name: 'Extra cheese', quantity: 2 + 1 + 1, revenue: 2 * 160 + 120 + 180 },
      { name: 'Chicken', quantity: 1, revenue: 150 },
    ]);
  });

  it('writes what each line was chosen as in the CSV, a part for each line, formulas kept as text', async () => {
    const rows = (await (await download('from=2026-08-15&to=2026-08-15')).text()).split('\r\n');
    expect(rows[0]).toBe(CSV_HEADER);
    const choices = (id: string) => rows.find((row) => row.startsWith(`${id},`))!.split('"Thamel, Kathmandu",')[1];
    // Each order paid in cash: no wallet's reference, nor a payment state.
    expect(choices('IIII0001')).toBe('Large; Medium,Classic; —,Extra cheese; —,,web,Cash on delivery,,');
    expect(choices('IIII0002')).toBe('Medium,Thin,"Extra cheese, Chicken",basil,web,Cash on delivery,,');
    expect(choices('IIII0003')).toBe('Family,Classic,Extra cheese,,web,Cash on delivery,,');
    expect(choices('IIII0004')).toBe("Family,Classic,Extra cheese,'@pepperoni,web,Cash on delivery,,");
  });

  it('exports a range with no orders as the column names alone', async () => {
    const text = await (await download('from=2026-01-01&to=2026-01-01')).text();
    expect(text.split('\r\n')).toHaveLength(2);
    expect(text).toMatch(/^Order,Placed at/);
  });

  it('exports every order of a busy day once, across pages, orders placed at the same instant included', async () => {
    const busyDay = kathmandu('2026-10-10 11:00');
    const count = 2 * ORDERS_PER_PAGE + 3;
    // Three instants only: page boundaries fall among orders placed at the same millisecond.
    const busy = Array.from({ length: count }, (_, n): OrderAt => ({
      id: `BUSY${String(n).padStart(4, '0')}`,
      placedAt: busyDay + (n % 3) * MINUTE,
      status: 'delivered',
      lines: [line(margherita, 1, 650)],
    }));
    await storeOrdersAt(shop.store.db, busy);
    const lines = (await (await download('from=2026-10-10&to=2026-10-10')).text()).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((csvLine) => csvLine.split(',')[0]))).toEqual(new Set(busy.map((order) => order.id)));
    const { json } = await get('/api/staff/sales?from=2026-10-10&to=2026-10-10');
    expect(json.data).toMatchObject({ orders: count, revenue: count * 650, bestSellers: [{ pizzaId: margherita.id, quantity: count }] });
  });

  it('names a best seller as the menu names it today, or as it was ordered when the menu no longer has it', async () => {
    await shop.store.db.updateTable('pizzas').set({ name: 'Margherita Classica' }).where('id', '=', margherita.id).execute();
    await storeOrdersAt(shop.store.db, [
      {
        id: 'HHHH0008',
        placedAt: kathmandu('2026-09-01 19:00'),
        status: 'delivered',
        lines: [line(margherita, 1, 650), { pizzaId: 99, name: 'Old Special', quantity: 2, unitPrice: 900 }],
      },
    ]);
    const { json } = await get('/api/staff/sales?from=2026-09-01&to=2026-09-01');
    expect(json.data.bestSellers).toEqual([
      { pizzaId: 99, name: 'Old Special', quantity: 2, revenue: 1800 },
      { pizzaId: margherita.id, name: 'Margherita Classica', quantity: 1, revenue: 650 },
    ]);
    await shop.store.db.updateTable('pizzas').set({ name: margherita.name }).where('id', '=', margherita.id).execute();
  });

  it('counts the extras of an order placed through the shop at their price then, after the owner reprices them', async () => {
    const today = shopClock(Date.now()).date;
    const report = async (): Promise<SalesReport> => (await get(`/api/staff/sales?from=${today}&to=${today}`)).json.data;
    const before = await report();
    const cart = [{ pizzaId: margherita.id, quantity: 2, choice: { sizeId: LARGE.id, extraIds: [CHEESE.id, CHICKEN.id] } }];
    expect((await api('POST', '/api/order', newOrder({ cart }))).status).toBe(201);
    const cheeseCosting = (inLarge: number) => OPENING_SIZES.map((size, index) => ({ sizeId: size.id, price: size === LARGE ? inLarge : CHEESE.prices[index]! }));
    const reprice = (inLarge: number) => api('PATCH', `/api/staff/choices/${CHEESE.id}`, { prices: cheeseCosting(inLarge) }, staffHeaders(owner));
    expect((await reprice(999)).status).toBe(200);
    const after = await report();
    await reprice(CHEESE.prices[1]);

    const gained = <Row extends { quantity: number; revenue: number }>(rows: (report: SalesReport) => Row[] | undefined, which: (row: Row) => boolean) => {
      const [was, is] = [before, after].map((data) => rows(data)?.find(which) ?? { quantity: 0, revenue: 0 });
      return { quantity: is!.quantity - was!.quantity, revenue: is!.revenue - was!.revenue };
    };
    const extra = (name: string) => gained((data) => data.extras, (row) => row.name === name);
    expect(extra(CHEESE.name)).toEqual({ quantity: 2, revenue: 2 * CHEESE.prices[1] });
    expect(extra(CHICKEN.name)).toEqual({ quantity: 2, revenue: 2 * CHICKEN.prices[1] });
    const unitPrice = margherita.largeAndFamily[0] + CHEESE.prices[1] + CHICKEN.prices[1];
    expect(gained((data) => data.bestSellersBySize, (row) => row.pizzaId === margherita.id && row.size === LARGE.name)).toEqual({ quantity: 2, revenue: 2 * unitPrice });
  });

  it('counts an order the kitchen delivers through the shop as delivered, at the time it moved it', async () => {
    // Today may hold the orders above: the order placed now is what the report gains.
    const today = shopClock(Date.now()).date;
    const report = async () => (await get(`/api/staff/sales?from=${today}&to=${today}`)).json.data;
    const before = await report();
    const placed = await api('POST', '/api/order', newOrder());
    expect(placed.status).toBe(201);
    const { id } = placed.json.data;
    await shop.kitchen.moveTo(id, 'baking');
    // Out with the rider, the customer sees a new estimate: the promise the delivery is held to.
    const { estimatedDelivery } = await shop.kitchen.moveTo(id, 'delivering');
    const deliveredAt = Date.parse(estimatedDelivery) + 7 * MINUTE;
    await shop.kitchen.moveTo(id, 'delivered', deliveredAt);
    const after = await report();
    expect([after.orders - before.orders, after.delivered - before.delivered, after.onTime - before.onTime]).toEqual([1, 1, 0]);
    const lateMinutes = (report: { averageLatenessMinutes: number | null; delivered: number; onTime: number }) =>
      (report.averageLatenessMinutes ?? 0) * (report.delivered - report.onTime);
    expect(lateMinutes(after) - lateMinutes(before)).toBeCloseTo(7);
    const csv = await (await download(`from=${today}&to=${today}`)).text();
    const shopTime = (at: number) => `${shopClock(at).date} ${String(Math.floor(shopClock(at).minute / 60)).padStart(2, '0')}:${String(shopClock(at).minute % 60).padStart(2, '0')}`;
    expect(csv).toContain(`${id},`);
    expect(csv.split('\r\n').find((row) => row.startsWith(id))).toContain(
      `,delivered,no,3,2 × Margherita; 1 × Pepperoni,2150.00,0.00,2150.00,${shopTime(deliveredAt)},${shopTime(Date.parse(estimatedDelivery))},`,
    );
  });
});
