import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'zod/v4/core';
import { NewOrderSchema } from '@chulo/api-client/contract';
import { createTestDatabase, type TestDatabase } from '@chulo/test-lab';
import { loadConfig } from '../config.ts';
import { openStore, type Store } from '../data/database.ts';
import { migrateToLatest } from '../data/migrations.ts';
import { seedMenu } from '../data/seed.ts';
import { LocalShopEvents } from '../live/shop-events.ts';
import { newOrder, pizzaNamed } from '../testing/sample-orders.ts';
import { KitchenMoves } from './kitchen-moves.ts';
import { OrderIntake } from './order-intake.ts';
import { KitchenPace } from './kitchen-pace.ts';
import { ShopSettingsKeeper } from './shop-settings-keeper.ts';

const KITCHEN = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };
const NOW = Date.parse('2026-11-27T12:00:00Z');
const margherita = pizzaNamed('Margherita');

/** The intake and the kitchen on a database of their own, with no HTTP server: what they publish is collected. */
describe('order intake and kitchen moves, without HTTP', () => {
  let database: TestDatabase;
  let store: Store;
  let intake: OrderIntake;
  let kitchen: KitchenMoves;
  const published: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    store = openStore(database.url);
    await migrateToLatest(store.db as never);
    await seedMenu(store.db);
    const events = new LocalShopEvents();
    events.subscribe('order', (id) => published.push(id));
    const settings = new ShopSettingsKeeper(store.db, events);
    const clock = () => NOW;
    const pace = new KitchenPace(store.db, events, clock);
    intake = new OrderIntake(store.db, KITCHEN, loadConfig({}).intake, events, 'sqlite', { settings, pace, clock });
    kitchen = new KitchenMoves(store.db, KITCHEN, events, { clock, pace });
  });
  afterAll(async () => {
    await store.db.destroy();
    await database.drop();
  });

  const place = (priority: boolean) =>
    intake.place(parse(NewOrderSchema, newOrder({ priority, cart: [{ pizzaId: margherita.id, quantity: 2 }] })), { client: '203.0.113.7', channel: 'web' });

  it('prices an order in paisa and hands it out in rupees, with the priority fee at 20 %', async () => {
    const { order } = await place(true);
    expect(order).toMatchObject({ orderPrice: 2 * margherita.unitPrice, priorityPrice: (2 * margherita.unitPrice) / 5, status: 'preparing' });
    expect(published).toContain(order.id);
  });

  it('moves an order on, records the move, and tells the shop', async () => {
    const { order } = await place(false);
    published.length = 0;
    const moved = await kitchen.moveTo(order.id, 'baking', NOW + 60_000);
    expect(moved.statusHistory.map((change) => change.status)).toEqual(['preparing', 'baking']);
    expect(published).toContain(order.id);
    await expect(kitchen.moveTo(order.id, 'preparing')).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lists the open orders in the kitchen’s turn: priority first', async () => {
    const worklist = await kitchen.openOrders();
    expect(worklist.map((order) => order.priority)).toEqual([true, false]);
  });
});
