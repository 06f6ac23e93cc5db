import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTIONS_MAX_LENGTH } from '@chulo/domain';
import { messages } from '@chulo/api-client/contract';
import { availableEngines, openSse, staffHeaders, staffLogin, type StaffSession } from '@chulo/test-lab';
import { newOrder } from './testing/sample-orders.ts';
import { useTestShop } from './testing/test-shop.ts';

const engines = await availableEngines();
const PASSWORD = 'momo and chiya at four';
const DIRECTIONS = 'behind Bhatbhateni, blue gate';

describe.each(engines)("the rider's directions and where an order came from, on %s", (kind) => {
  const { shop, api } = useTestShop(kind, { env: { KITCHEN_AUTOPILOT: '0' } });
  let staff: StaffSession;
  const place = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => api('POST', '/api/order', newOrder(overrides), headers);
  const staffView = async (id: string) => (await api('GET', `/api/staff/orders/${id}`, undefined, staffHeaders(staff))).json.data;
  const orderCount = async () => (await shop.store.db.selectFrom('orders').select('id').execute()).length;

  beforeAll(async () => {
    await shop.accounts.add('maya', PASSWORD);
    staff = await staffLogin(shop.baseUrl, 'maya', PASSWORD);
  });

  it('takes directions beside SPEC’s fields, cleaned as the address is, and shows them to the kitchen', async () => {
    // Trimmed, and in Unicode's composed form: the é typed as e and an accent is stored as one character.
    const placed = await place({ directions: `  ${DIRECTIONS}, Cafe\u0301 Mitra opposite ` });
    expect(placed.status).toBe(201);
    const seen = await staffView(placed.json.data.id);
    expect(seen).toMatchObject({ directions: `${DIRECTIONS}, Café Mitra opposite`, channel: 'web' });
    const listed = (await api('GET', '/api/staff/orders', undefined, staffHeaders(staff))).json.data;
    expect(listed.find((order: { id: string }) => order.id === placed.json.data.id)).toMatchObject({ directions: `${DIRECTIONS}, Café Mitra opposite`, channel: 'web' });

    const atTheLimit = await place({ directions: 'x'.repeat(DIRECTIONS_MAX_LENGTH) });
    expect(atTheLimit.status).toBe(201);
  });

  it('keeps ordering for a client that sends SPEC’s fields only, and takes blank directions as none', async () => {
    for (const directions of [undefined, '', '   ', '\u2800']) {
      const placed = await place(directions === undefined ? {} : { directions });
      expect(placed.status, JSON.stringify(directions)).toBe(201);
      const seen = await staffView(placed.json.data.id);
      expect(seen).not.toHaveProperty('directions');
      expect(seen.channel).toBe('web');
      const row = await shop.store.db.selectFrom('orders').select(['directions', 'channel']).where('id', '=', placed.json.data.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ directions: null, channel: 'web' });
    }
  });

  it('refuses directions too long, on two lines, turned around or hiding text, with the field’s sentence, and stores nothing', async () => {
    const before = await orderCount();
    const refusals: [unknown, string][] = [
      ['blue gate '.repeat(21), `Directions must be at most ${DIRECTIONS_MAX_LENGTH} characters`],
      ['behind Bhatbhateni\nblue gate', 'Directions may not contain line breaks or other control characters'],
      ['\u202Eetag eulb', 'Directions may not contain marks that change the direction of the text'],
      ['blue\u200Bgate', 'Directions may not contain invisible characters'],
      ['\u200B', 'Directions may not contain invisible characters'],
      [42, 'Directions must be text'],
    ];
    for (const [directions, message] of refusals) {
      const refused = await place({ directions });
      expect([refused.status, refused.json.message, refused.json.issues], JSON.stringify(directions)).toEqual([400, message, [{ path: 'directions', message }]]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('never shows the directions, or where the order came from, to whoever holds its id', async () => {
    const placed = await place({ directions: DIRECTIONS });
    const { id } = placed.json.data;
    const customer = await openSse(`${shop.baseUrl}/api/order/${id}/events`);
    try {
      await customer.next((event) => event.event === 'order');
      const answers = [placed.json, (await api('GET', `/api/order/${id}`)).json, (await api('PATCH', `/api/order/${id}`, { priority: true })).json];
      await customer.next((event) => event.data?.priority === true);
      for (const answer of [...answers, ...customer.events]) {
        expect(JSON.stringify(answer)).not.toContain('Bhatbhateni');
        expect(JSON.stringify(answer)).not.toContain('channel');
      }
    } finally {
      customer.close();
    }
    expect((await staffView(id)).directions).toBe(DIRECTIONS);
  });

  it('takes every customer’s order as a web order, whatever the body says', async () => {
    const placed = await place({ channel: 'phone' });
    expect(placed.status).toBe(201);
    expect((await staffView(placed.json.data.id)).channel).toBe('web');
  });

  it('replays a retried checkout only with the same directions, and keeps retries without any as they were', async () => {
    const first = await place({ directions: DIRECTIONS }, { 'idempotency-key': 'with-directions' });
    const again = await place({ directions: DIRECTIONS }, { 'idempotency-key': 'with-directions' });
    expect([again.status, again.json.data.id, again.headers.get('idempotent-replayed')]).toEqual([201, first.json.data.id, 'true']);
    const changed = await place({ directions: 'next to the temple' }, { 'idempotency-key': 'with-directions' });
    expect([changed.status, changed.json.message]).toEqual([422, messages.IDEMPOTENCY_KEY_REUSED]);

    // Blank directions are none: the same checkout as one that sends none.
    const without = await place({}, { 'idempotency-key': 'without-directions' });
    const blank = await place({ directions: ' ' }, { 'idempotency-key': 'without-directions' });
    expect([blank.status, blank.json.data.id]).toEqual([201, without.json.data.id]);
  });
});
