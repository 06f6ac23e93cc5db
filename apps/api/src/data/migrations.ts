import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { migration as m001 } from './migrations/001-menu-and-orders.ts';
import { migration as m002 } from './migrations/002-status-history-and-staff.ts';
import { migration as m003 } from './migrations/003-kitchen-queue.ts';
import { migration as m004 } from './migrations/004-idempotency-bound-to-request.ts';
import { migration as m005 } from './migrations/005-staff-roles.ts';
import { migration as m006 } from './migrations/006-history.ts';
import { migration as m007 } from './migrations/007-shop-settings.ts';
import { migration as m008 } from './migrations/008-menu-photos.ts';
import { migration as m009 } from './migrations/009-orders-by-time.ts';
import { migration as m010 } from './migrations/010-order-lines-by-time.ts';
import { migration as m011 } from './migrations/011-open-orders-by-customer.ts';
import { migration as m012 } from './migrations/012-sign-in-failures.ts';
import { migration as m013 } from './migrations/013-menu-choices.ts';
import { migration as m014 } from './migrations/014-channel-directions-shop-phone.ts';
import { migration as m015 } from './migrations/015-kitchen-pacing.ts';
import { migration as m016 } from './migrations/016-extras-as-paid.ts';
import { migration as m017 } from './migrations/017-retired-choices.ts';
import { migration as m018 } from './migrations/018-menu-version.ts';
import { migration as m019 } from './migrations/019-orders-for-later.ts';
import { migration as m021 } from './migrations/021-payments.ts';
import { isPostgres } from './migrations/sql-terms.ts';

/**
 * One list of migrations, one file each in migrations/, written with Kysely's portable schema
 * builder for both databases. Applied in the order of their names; a name is never changed once shipped.
 */
const migrations: Record<string, Migration> = {
  '001_menu_and_orders': m001,
  '002_status_history_and_staff': m002,
  '003_kitchen_queue': m003,
  '004_idempotency_bound_to_request': m004,
  '005_staff_roles': m005,
  '006_history': m006,
  '007_shop_settings': m007,
  '008_menu_photos': m008,
  '009_orders_by_time': m009,
  '010_order_lines_by_time': m010,
  '011_open_orders_by_customer': m011,
  '012_sign_in_failures': m012,
  '013_menu_choices': m013,
  '014_channel_directions_shop_phone': m014,
  '015_kitchen_pacing': m015,
  '016_extras_as_paid': m016,
  '017_retired_choices': m017,
  '018_menu_version': m018,
  '019_orders_for_later': m019,
  '021_payments': m021,
};

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
