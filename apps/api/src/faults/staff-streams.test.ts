import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { openSse, signInStaff, type SseClient, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { sampleCheckout } from '../testing/sample-orders.ts';
import { endsSoon } from '../testing/stream-ends.ts';
import { useTestShop } from '../testing/test-shop.ts';

const PASSWORD = 'the board follows its session';
const NEW_PASSWORD = 'a fresh phrase for the oven';
const STREAMS_PER_CLIENT = 2;
const STREAMS_MAX = 3;

/** Each caller its own client (its own X-Forwarded-For, believed from the one trusted hop). */
let clients = 0;
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

describe('the kitchen’s live board', () => {
  const { shop, api } = useTestShop('sqlite', {
    env: {
      RATE_LIMIT: 'on',
      TRUST_PROXY: '1',
      KITCHEN_AUTOPILOT: '0',
      RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: '1000',
      LIVE_STREAMS_PER_CLIENT: String(STREAMS_PER_CLIENT),
      LIVE_STREAMS_MAX: String(STREAMS_MAX),
    },
  });
  let owner: StaffSession;

  beforeAll(async () => {
    await shop.accounts.add('asha', PASSWORD, 'owner');
    owner = await signInStaff(shop.baseUrl, 'asha', PASSWORD);
  });

  /** A new cook, signed in. */
  let cooks = 0;
  async function newCook(): Promise<{ username: string; session: StaffSession }> {
    const username = `cook${++cooks}`;
    await shop.accounts.add(username, PASSWORD, 'kitchen');
    return { username, session: await signInStaff(shop.baseUrl, username, PASSWORD) };
  }

  /** The board of `session`, open and following, from `client`. */
  async function openBoard(session: StaffSession, client = newClient()): Promise<SseClient> {
    const board = await openSse(`${shop.baseUrl}/api/staff/events`, { cookie: session.cookie, ...client });
    onTestFinished(() => board.close());
    await board.next((event) => event.event === 'ready');
    return board;
  }

  const placeOrder = async () => (await api('POST', '/api/order', sampleCheckout(1), newClient())).json.data.id as string;

  describe('ends with its session', () => {
    it('when the cook signs out', async () => {
      const { session } = await newCook();
      const board = await openBoard(session);
      expect((await api('POST', '/api/staff/logout', undefined, staffHeaders(session))).status).toBe(200);
      await endsSoon(board);
    });

    it('when an owner removes the account', async () => {
      const { username, session } = await newCook();
      const board = await openBoard(session);
      expect((await api('DELETE', `/api/staff/accounts/${username}`, undefined, staffHeaders(owner))).status).toBe(200);
      await endsSoon(board);
    });

    it('when an owner sets a new password for the account; the owner’s own board, whose session stays, goes on', async () => {
      const { username, session } = await newCook();
      const board = await openBoard(session);
      const ownersBoard = await openBoard(owner);
      expect((await api('PATCH', `/api/staff/accounts/${username}`, { password: NEW_PASSWORD }, staffHeaders(owner))).status).toBe(200);
      await endsSoon(board);
      const id = await placeOrder();
      await ownersBoard.next((event) => event.event === 'order' && event.data.id === id);
    });

    it('when the session expires, though the board is never asked again', async () => {
      const { username, session } = await newCook();
      await shop.store.db.updateTable('staff_sessions').set({ expires_at: Date.now() + 1_500 }).where('username', '=', username).execute();
      const board = await openBoard(session);
      await endsSoon(board);
      // What every board gets as it connects, and nothing after.
      expect(board.events.map((event) => event.event)).toEqual(['ready', 'pacing']);
    });
  });

  it('never pushes a new order once its session has ended', async () => {
    const { session } = await newCook();
    const board = await openBoard(session);
    await api('POST', '/api/staff/logout', undefined, staffHeaders(session));
    await endsSoon(board);
    await placeOrder();
    expect(board.events.filter((event) => event.event === 'order')).toEqual([]);
  });

  it('is told no cache may keep it: Cache-Control no-store, as every staff answer', async () => {
    const response = await fetch(`${shop.baseUrl}/api/staff/events`, { headers: { cookie: owner.cookie, ...newClient() } });
    onTestFinished(() => response.body?.cancel());
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toMatch(/^no-store\b/);
  });

  it('has a budget of its own: customers’ live pages from the shop’s network never lock it out, nor it theirs', async () => {
    const shopWifi = newClient();
    const id = await placeOrder();
    const orderPage = () => openSse(`${shop.baseUrl}/api/order/${id}/events`, shopWifi);
    const pages = [await orderPage(), await orderPage()];
    onTestFinished(() => pages.forEach((page) => page.close()));
    expect((await api('GET', `/api/order/${id}/events`, undefined, shopWifi)).json).toEqual({ status: 'fail', message: messages.TOO_MANY_LIVE_PAGES });

    // The kitchen's boards on the same Wi-Fi open, up to their own allowance.
    await openBoard(owner, shopWifi);
    await openBoard(owner, shopWifi);
    expect((await api('GET', '/api/staff/events', undefined, { cookie: owner.cookie, ...shopWifi })).status).toBe(429);

    // The instance's cap counts customers' pages: full, it refuses them, never a board.
    pages.push(await openSse(`${shop.baseUrl}/api/order/${id}/events`, newClient()));
    expect((await api('GET', `/api/order/${id}/events`, undefined, newClient())).status).toBe(503);
    await openBoard(owner);
  });

  it.each([
    ['a kitchen board', () => '/api/staff/events', () => ({ cookie: owner.cookie })],
    ['an order page', () => `/api/order/${orderId}/events`, () => ({})],
  ])('answers a HEAD of %s with the stream’s headers only, opening no stream', async (_name, path, headers) => {
    orderId ??= await placeOrder();
    const client = newClient();
    for (let n = 0; n <= STREAMS_PER_CLIENT; n++) {
      const response = await fetch(shop.baseUrl + path(), { method: 'HEAD', headers: { ...headers(), ...client } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    }
    const opened = await openSse(shop.baseUrl + path(), { ...headers(), ...client });
    opened.close();
  });
  let orderId: string | undefined;
});
