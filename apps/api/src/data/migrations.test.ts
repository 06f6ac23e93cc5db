import { type Kysely, sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { availableEngines, createTestDatabase } from '@chulo/test-lab';
import { type DatabaseKind, openStore } from './database.ts';
import { migrateToLatest } from './migrations.ts';


it.each(await availableEngines())('gives the order lines stored before migration 010 their order’s time, so best sellers still count them (%s)', async (engine) => {
  const database = await createTestDatabase(engine);
  onTestFinished(() => database.drop());
  const store = openStore(database.url);
  onTestFinished(() => store.db.destroy());
  await migrateToLatest(store.db as never, { upTo: '009_orders_by_time' });
  await sql`insert into orders (id, customer, phone, address, position, priority, status, order_price, priority_price, pizza_count, estimated_delivery, created_at, queued_at)
    values ('OLD00001', 'Asha', '9812345678', 'Thamel', '', 0, 'delivered', 50000, 0, 1, 2000, 1000, 1000)`.execute(store.db);
  await sql`insert into order_lines (order_id, line_no, pizza_id, name, quantity, unit_price) values ('OLD00001', 0, 1, 'Margherita', 1, 50000)`.execute(store.db);
  await migrateToLatest(store.db as never);
  expect(await store.db.selectFrom('order_lines').select(['order_id', 'placed_at']).execute()).toEqual([{ order_id: 'OLD00001', placed_at: 1000 }]);
});

/** An order of `phone`'s, in `status`, as the columns of every migration up to 010 have it. */
const storeOrder = (db: Kysely<unknown>, id: string, phone: string, status: string) =>
  sql`insert into orders (id, customer, phone, address, position, priority, status, order_price, priority_price, pizza_count, estimated_delivery, created_at, queued_at)
    values (${id}, 'Asha', ${phone}, 'Thamel', '', 0, ${status}, 50000, 0, 1, 2000, 1000, 1000)`.execute(db);

it.each(await availableEngines())('remembers the phones delivered to before migration 011, and each phone delivered to after it (%s)', async (engine) => {
  const database = await createTestDatabase(engine);
  onTestFinished(() => database.drop());
  const store = openStore(database.url);
  onTestFinished(() => store.db.destroy());
  await migrateToLatest(store.db as never, { upTo: '010_order_lines_by_time' });
  await storeOrder(store.db as never, 'OLD00001', '9811111111', 'delivered');
  await storeOrder(store.db as never, 'OLD00002', '9822222222', 'cancelled');
  await storeOrder(store.db as never, 'OLD00003', '9833333333', 'delivering');
  await storeOrder(store.db as never, 'OLD00004', '9844444444', 'delivering');
  await migrateToLatest(store.db as never);
  const delivered = async () => (await store.db.selectFrom('delivered_phones').select('phone').orderBy('phone').execute()).map((row) => row.phone);
  expect(await delivered()).toEqual(['9811111111']);

  await store.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', 'OLD00003').execute();
  await store.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', 'OLD00004').execute();
  expect(await delivered()).toEqual(['9811111111', '9833333333']);
});

/** A database of this engine at migration 013, the last before the orders' channel and the extras' prices. */
async function storeAtMenuChoices(engine: DatabaseKind) {
  const database = await createTestDatabase(engine);
  onTestFinished(() => database.drop());
  const store = openStore(database.url);
  onTestFinished(() => store.db.destroy());
  await migrateToLatest(store.db as never, { upTo: '013_menu_choices' });
  return store;
}

it.each(await availableEngines())('takes every order stored before migration 014 as a web order, without directions, and the shop as giving no phone (%s)', async (engine) => {
  const store = await storeAtMenuChoices(engine);
  await storeOrder(store.db as never, 'OLD00001', '9811111111', 'delivered');
  await migrateToLatest(store.db as never);
  expect(await store.db.selectFrom('orders').select(['id', 'channel', 'directions']).execute()).toEqual([{ id: 'OLD00001', channel: 'web', directions: null }]);
  expect(await store.db.selectFrom('shop_settings').select('phone').execute()).toEqual([{ phone: null }]);
});

it.each(await availableEngines())('keeps on each line with extras ordered before migration 016 what each extra costs at the migration (%s)', async (engine) => {
  const store = await storeAtMenuChoices(engine);
  await sql`insert into choices (id, kind, name, inches, position, sold_out, is_default)
    values (1, 'size', 'Regular', null, 0, 0, 1), (2, 'size', 'Large', 12, 1, 0, 0), (3, 'extra', 'Extra cheese', null, 0, 0, 0)`.execute(store.db);
  await sql`insert into choice_prices (choice_id, size_id, price) values (3, 1, 12000), (3, 2, 16000)`.execute(store.db);
  await storeOrder(store.db as never, 'OLD00001', '9811111111', 'delivered');
  const storeLine = (lineNo: number, size: string | null, extras: string | null) =>
    sql`insert into order_lines (order_id, line_no, pizza_id, name, quantity, unit_price, placed_at, size, extras)
      values ('OLD00001', ${lineNo}, 1, 'Margherita', 1, 50000, 1000, ${size}, ${extras})`.execute(store.db);
  await storeLine(0, null, null);
  await storeLine(1, 'Regular', '[]');
  await storeLine(2, 'Large', '["Extra cheese","Sukuti"]');
  await migrateToLatest(store.db as never);
  const lines = await store.db.selectFrom('order_lines').select(['line_no', 'extra_prices']).orderBy('line_no').execute();
  // An extra renamed or gone since it was ordered has no price left to find.
  expect(lines).toEqual([
    { line_no: 0, extra_prices: null },
    { line_no: 1, extra_prices: null },
    { line_no: 2, extra_prices: JSON.stringify({ 'Extra cheese': 16000, Sukuti: 0 }) },
  ]);
});

it.each(await availableEngines())('takes every order stored before migration 019 as for as soon as possible, in the kitchen’s queue as before (%s)', async (engine) => {
  const database = await createTestDatabase(engine);
  onTestFinished(() => database.drop());
  const store = openStore(database.url);
  onTestFinished(() => store.db.destroy());
  await migrateToLatest(store.db as never, { upTo: '018_menu_version' });
  await storeOrder(store.db as never, 'OLD00001', '9811111111', 'preparing');
  await storeOrder(store.db as never, 'OLD00002', '9822222222', 'delivered');
  await migrateToLatest(store.db as never);
  const orders = await store.db.selectFrom('orders').select(['id', 'deliver_at', 'bake_from', 'held_for_later']).orderBy('id').execute();
  expect(orders).toEqual([
    { id: 'OLD00001', deliver_at: null, bake_from: null, held_for_later: 0 },
    { id: 'OLD00002', deliver_at: null, bake_from: null, held_for_later: 0 },
  ]);
  const waiting = async () => (await store.db.selectFrom('kitchen_queue').select('pizzas').where('priority', '=', 0).executeTakeFirstOrThrow()).pizzas;
  expect(Number(await waiting())).toBe(1);
  // The redefined triggers still follow a status change.
  await store.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', 'OLD00001').execute();
  expect(Number(await waiting())).toBe(0);
});
