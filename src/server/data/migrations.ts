import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';

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
      // Covers the kitchen backlog (pizzas waiting, by priority) without touching the table.
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The PostgreSQL schema the shop lives in (the search_path's first). Kysely looks for its
 * bookkeeping tables in every schema unless told which: next to another schema's it would
 * skip creating its own and fail.
 */
async function ownSchema(db: Kysely<unknown>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrationTableSchema = await ownSchema(db);
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
