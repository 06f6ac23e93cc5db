import { randomBytes } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';
import { DELIVERED, isPostgres } from './sql-terms.ts';

export const migration: Migration = {
  /**
   * One phone, and one client, may hold only so much of the kitchen: each order keeps the client
   * that sent it, as a keyed hash (services/client-keys.ts) under a key made here once for this
   * database, so that every instance counts alike; the key of an order is erased once it is
   * delivered or cancelled. Both holders' open orders are read from partial indexes of the orders
   * that have a key: only the few open ones, so an order placed writes to small indexes, and a
   * kitchen move that leaves the order open does not touch them. An order to call back before
   * baking is marked when it is placed, from whether its phone was ever delivered to: a small
   * table kept by the database itself on each delivery, as 009 keeps the delivery time, rather
   * than an index of every order by phone.
   */
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('client_key', 'text').execute();
    await db.schema.alterTable('orders').addColumn('call_back', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    const hasKey = sql<boolean>`client_key is not null`;
    await db.schema.createIndex('orders_open_by_phone').on('orders').column('phone').where(hasKey).execute();
    await db.schema.createIndex('orders_open_by_client').on('orders').column('client_key').where(hasKey).execute();
    await db.schema
      .createTable('server_keys')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into server_keys (name, secret) values ('client', ${randomBytes(32).toString('base64url')})`.execute(db);

    await db.schema.createTable('delivered_phones').addColumn('phone', 'text', (c) => c.primaryKey()).execute();
    await sql`insert into delivered_phones (phone) select distinct phone from orders where status = ${DELIVERED}`.execute(db);
    const remember = sql`insert into delivered_phones (phone) values (new.phone) on conflict (phone) do nothing`;
    if (isPostgres(db)) {
      await sql`create function delivered_phones_keep() returns trigger language plpgsql as $$
        begin ${remember}; return null; end $$`.execute(db);
      await sql`create trigger delivered_phones_keep after update of status on orders
        for each row when (new.status = ${DELIVERED} and old.status <> ${DELIVERED}) execute function delivered_phones_keep()`.execute(db);
    } else {
      await sql`create trigger delivered_phones_keep after update of status on orders when new.status = ${DELIVERED} and old.status <> ${DELIVERED}
        begin ${remember}; end`.execute(db);
    }
  },
};
