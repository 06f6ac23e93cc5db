import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { availableEngines, createTestDatabase } from '@chulo/test-lab';
import { openStore } from './database.ts';
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
