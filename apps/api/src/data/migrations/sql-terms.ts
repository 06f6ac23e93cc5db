import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { KITCHEN_STATUSES, type OrderStatus } from '@chulo/domain';

/** The statuses of an order in the kitchen, as SQL literals; the same as KITCHEN_STATUSES. */
export const IN_KITCHEN = sql.join(KITCHEN_STATUSES.map((status) => sql.lit(status)));
export const DELIVERED = sql.lit<OrderStatus>('delivered');

export const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;
