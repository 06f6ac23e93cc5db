import { randomBytes } from 'node:crypto';
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import { ALWAYS_OPEN, KITCHEN_STATUSES, type OrderStatus } from '@chulo/domain';

/** One list of migrations, written with Kysely's portable schema builder, for both databases. */
const migrations: Record<string, Migration> = {
  '001_menu_and_orders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pizzas')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('ingredients', 'text', (c) => c.notNull())
        .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('order_price', 'bigint', (c) => c.notNull())
        .addColumn('priority_price', 'bigint', (c) => c.notNull())
        .addColumn('pizza_count', 'integer', (c) => c.notNull())
        .addColumn('estimated_delivery', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('queued_at', 'bigint', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .execute();
      // Finds the orders in the kitchen by status (re-planning reads every one of them) without scanning the table.
      await db.schema.createIndex('orders_kitchen_backlog').on('orders').columns(['status', 'priority', 'pizza_count']).execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('pizza_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line_no'])
        .execute();
    },
  },
  '002_status_history_and_staff': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_status_changes')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        // Statuses only move forward, so each one happens at most once per order.
        .addPrimaryKeyConstraint('order_status_changes_pk', ['order_id', 'status'])
        .execute();

      await db.schema
        .createTable('staff')
        .addColumn('username', 'text', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().references('staff.username').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '003_kitchen_queue': {
    /**
     * The pizzas waiting in the kitchen, by priority, kept by the database itself: every new order
     * reads them, and summing the queue each time grew with the queue. Triggers keep the two rows
     * right whoever writes an order, in the same transaction.
     */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('kitchen_queue')
        .addColumn('priority', 'integer', (c) => c.primaryKey())
        .addColumn('pizzas', 'bigint', (c) => c.notNull())
        .execute();
      for (const priority of [0, 1]) {
        await sql`insert into kitchen_queue (priority, pizzas)
          select ${sql.lit(priority)}, coalesce(sum(pizza_count), 0) from orders
          where priority = ${sql.lit(priority)} and status in (${IN_KITCHEN})`.execute(db);
      }
      const add = (row: 'new' | 'old', sign: '+' | '-') =>
        sql`update kitchen_queue set pizzas = pizzas ${sql.raw(`${sign} ${row}.pizza_count`)} where priority = ${sql.raw(`${row}.priority`)}`;
      if (isPostgres(db)) {
        await sql`create function kitchen_queue_follow() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') and old.status in (${IN_KITCHEN}) then ${add('old', '-')}; end if;
            if tg_op in ('INSERT', 'UPDATE') and new.status in (${IN_KITCHEN}) then ${add('new', '+')}; end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger kitchen_queue_follow after insert or delete or update of status, priority, pizza_count on orders
          for each row execute function kitchen_queue_follow()`.execute(db);
      } else {
        const events = { insert: 'insert', update: 'update of status, priority, pizza_count', delete: 'delete' };
        const follow = (name: string, event: string, row: 'new' | 'old', sign: '+' | '-') =>
          sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on orders when ${sql.raw(`${row}.status`)} in (${IN_KITCHEN})
            begin ${add(row, sign)}; end`.execute(db);
        await follow('kitchen_queue_on_insert', events.insert, 'new', '+');
        await follow('kitchen_queue_on_leave', events.update, 'old', '-');
        await follow('kitchen_queue_on_enter', events.update, 'new', '+');
        await follow('kitchen_queue_on_delete', events.delete, 'old', '-');
      }
    },
  },
  '004_idempotency_bound_to_request': {
    /**
     * Keys were stored as sent, shared by every client and bound to nothing. From here on a key is
     * stored as a digest scoped to its customer, beside a digest of its request; the old raw keys
     * can match no new one, which only means a checkout retried across this upgrade is placed anew.
     */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('idempotency_request', 'text').execute();
    },
  },
  '005_staff_roles': {
    /** Owners run the shop, the kitchen moves orders. Every account from before roles is an owner, so no shop loses access. */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff').addColumn('role', 'text', (c) => c.notNull().defaultTo('owner')).execute();
    },
  },
  '006_history': {
    /** Who changed what on the menu, prices, staff and hours, and when: written beside each change, never rewritten. */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('history')
        .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('staff', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('history_newest_first').on('history').columns(['at', 'id']).execute();
    },
  },
  '007_shop_settings': {
    /**
     * When the shop takes orders and where it delivers: one row, each part as JSON in the contract's
     * shape. A new shop is always open and delivers everywhere, as every shop did before.
     */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shop_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('hours', 'text', (c) => c.notNull())
        .addColumn('closures', 'text', (c) => c.notNull())
        .addColumn('delivery_area', 'text')
        .execute();
      await sql`insert into shop_settings (id, hours, closures, delivery_area)
        values (1, ${JSON.stringify(ALWAYS_OPEN.hours)}, ${JSON.stringify(ALWAYS_OPEN.closures)}, null)`.execute(db);
    },
  },
  '008_menu_photos': {
    /**
     * Owners run the menu: a pizza can be retired (off the customers' menu, kept for the orders
     * that name it) and carry a photo, stored as the files it was made into (data/schema.ts).
     * Names were unique as written; now also whatever their case, so "margherita" cannot sit
     * beside "Margherita".
     */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('pizzas').addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('pizzas').addColumn('photo', 'text').execute();
      await db.schema.createIndex('pizzas_name_any_case').on('pizzas').unique().expression(sql`lower(name)`).execute();
    },
  },
  '009_orders_by_time': {
    /**
     * The sales report reads the orders placed in a range of days. One index by time holds every
     * column the report sums (and the id, by which the CSV pages through a range), so a month of a
     * busy shop's orders is read from the index alone, never from the table. Punctuality needs two
     * times on the order's own row, kept there by the database itself as the kitchen queue is
     * (003): when it was delivered (its status change; looking that up among every order's changes
     * cost more than all the rest of the report), and the estimate the customer last saw before
     * then, which the delivery itself overwrites (estimateOnMove). Orders delivered before this
     * migration keep their delivery time but no promise: that estimate is gone. Best sellers read
     * order lines from an index of the columns they sum.
     */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('delivered_at', 'bigint').execute();
      await db.schema.alterTable('orders').addColumn('promised_delivery', 'bigint').execute();
      await sql`update orders set delivered_at = (select at from order_status_changes c where c.order_id = orders.id and c.status = ${DELIVERED})
        where status = ${DELIVERED}`.execute(db);
      const delivered = sql`update orders set delivered_at = new.at where id = new.order_id`;
      const promised = sql`update orders set promised_delivery = old.estimated_delivery where id = new.id`;
      if (isPostgres(db)) {
        await sql`create function orders_delivered_at_follow() returns trigger language plpgsql as $$
          begin ${delivered}; return null; end $$`.execute(db);
        await sql`create trigger orders_delivered_at_follow after insert on order_status_changes
          for each row when (new.status = ${DELIVERED}) execute function orders_delivered_at_follow()`.execute(db);
        await sql`create function orders_promise_keep() returns trigger language plpgsql as $$
          begin ${promised}; return null; end $$`.execute(db);
        await sql`create trigger orders_promise_keep after update of status on orders
          for each row when (new.status = ${DELIVERED} and old.status <> ${DELIVERED}) execute function orders_promise_keep()`.execute(db);
      } else {
        await sql`create trigger orders_delivered_at_follow after insert on order_status_changes when new.status = ${DELIVERED}
          begin ${delivered}; end`.execute(db);
        await sql`create trigger orders_promise_keep after update of status on orders when new.status = ${DELIVERED} and old.status <> ${DELIVERED}
          begin ${promised}; end`.execute(db);
      }
      await db.schema
        .createIndex('orders_by_time')
        .on('orders')
        .columns(['created_at', 'id', 'status', 'priority', 'order_price', 'priority_price', 'delivered_at', 'promised_delivery'])
        .execute();
      await db.schema.createIndex('order_lines_sold').on('order_lines').columns(['order_id', 'pizza_id', 'quantity', 'unit_price']).execute();
    },
  },
  '010_order_lines_by_time': {
    /**
     * Best sellers read order lines by when they were placed, as the report reads orders (009),
     * instead of through an index keyed by order id. Order ids are random, so every order placed
     * wrote a page of its own into that index at a random place; keyed by time, a batch of orders
     * appends to the index's last pages. The order's time on its lines is a copy that never
     * changes: an order keeps the time it was placed.
     */
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('order_lines').addColumn('placed_at', 'bigint').execute();
      await sql`update order_lines set placed_at = (select o.created_at from orders o where o.id = order_lines.order_id)`.execute(db);
      await db.schema.dropIndex('order_lines_sold').execute();
      await db.schema.createIndex('order_lines_by_time').on('order_lines').columns(['placed_at', 'pizza_id', 'quantity', 'unit_price']).execute();
    },
  },
  '011_open_orders_by_customer': {
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
  },
  '012_sign_in_failures': {
    /**
     * Failed kitchen sign-ins in a row, per username tried (whether or not it names an account, so
     * that the answers never tell which do): each further failure makes the next attempt wait
     * longer, on every instance behind the load balancer alike.
     */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('username', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '013_menu_choices': {
    /**
     * Sizes, crusts and extra toppings (decision 041): one table of the shop's choices, each of a
     * kind, since all three have a name, a place in their list and a sold-out switch; what crusts and
     * extras cost in each size; which pizzas come in which sizes, at what price, and offer which
     * crusts and extras. A pizza always comes in the default size, at its `unit_price`, and on the
     * default crust, free. A shop that has pizzas already gets one size, the default, so every pizza
     * keeps its price and nothing changes for it; a new shop gets its choices with the opening menu.
     * Order lines keep what was chosen by name, so that a renamed or repriced choice leaves them true.
     */
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('choices')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('inches', 'integer')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('choices_name_any_case').on('choices').unique().expression(sql`kind, lower(name)`).execute();
      await db.schema
        .createTable('choice_prices')
        .addColumn('choice_id', 'integer', (c) => c.notNull().references('choices.id'))
        .addColumn('size_id', 'integer', (c) => c.notNull().references('choices.id'))
        .addColumn('price', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('choice_prices_pk', ['choice_id', 'size_id'])
        .execute();
      await db.schema
        .createTable('pizza_choices')
        .addColumn('pizza_id', 'integer', (c) => c.notNull().references('pizzas.id'))
        .addColumn('choice_id', 'integer', (c) => c.notNull().references('choices.id'))
        // The pizza's price in a size; null for a crust or an extra, which cost what choice_prices says.
        .addColumn('price', 'integer')
        .addPrimaryKeyConstraint('pizza_choices_pk', ['pizza_id', 'choice_id'])
        .execute();
      await db.schema.alterTable('pizzas').addColumn('max_extras', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      for (const column of ['size', 'crust', 'extras', 'removals', 'description']) {
        await db.schema.alterTable('order_lines').addColumn(column, 'text').execute();
      }
      const { rows } = await sql<{ pizzas: number | string }>`select count(*) as pizzas from pizzas`.execute(db);
      if (Number(rows[0]?.pizzas ?? 0) > 0) {
        await sql`insert into choices (id, kind, name, inches, position, sold_out, is_default) values (1, 'size', 'Regular', null, 0, 0, 1)`.execute(db);
      }
    },
  },
};

/** The statuses of an order in the kitchen, as SQL literals; the same as KITCHEN_STATUSES. */
const IN_KITCHEN = sql.join(KITCHEN_STATUSES.map((status) => sql.lit(status)));
const DELIVERED = sql.lit<OrderStatus>('delivered');

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The PostgreSQL schema the shop lives in (the search_path's first). Kysely looks for its
 * bookkeeping tables in every schema unless told which: next to another schema's it would
 * skip creating its own and fail.
 */
async function ownSchema(db: Kysely<unknown>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema to the latest migration, or up to the one named (to test a later one on the data it meets). */
export async function migrateToLatest(db: Kysely<unknown>, { upTo }: { upTo?: string } = {}): Promise<void> {
  const migrationTableSchema = await ownSchema(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await (upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
