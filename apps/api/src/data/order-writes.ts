import type { Kysely } from 'kysely';
import type { OrderRow, StoredOrder } from './order-rows.ts';
import type { Database } from './schema.ts';

/** Keeps each multi-row insert well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Inserts order rows, skipping any whose id or idempotency key is taken; answers the ids it inserted. */
export async function insertOrderRows(trx: Kysely<Database>, rows: readonly OrderRow[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  // An order row has about twenty columns: half as many rows as a line's insert.
  for (const chunk of chunks(rows, ROWS_PER_INSERT / 2)) {
    const ids = await trx
      .insertInto('orders')
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    for (const { id } of ids) inserted.add(id);
  }
  return inserted;
}

/** The lines and first status of orders whose rows are inserted. */
export async function insertOrderDetails(trx: Kysely<Database>, created: readonly StoredOrder[]): Promise<void> {
  const lineRows = created.flatMap(({ row, lines }) => lines.map((line, lineNo) => ({ order_id: row.id, line_no: lineNo, placed_at: row.created_at, ...line })));
  for (const chunk of chunks(lineRows, ROWS_PER_INSERT)) await trx.insertInto('order_lines').values(chunk).execute();
  const changes = created.flatMap(({ row, history }) => history.map((change) => ({ order_id: row.id, ...change })));
  for (const chunk of chunks(changes, ROWS_PER_INSERT)) await trx.insertInto('order_status_changes').values(chunk).execute();
}

/** Makes a normal order priority at `at`; false when it was priority already (two racing upgrades charge the fee once). */
export async function setPriority(trx: Kysely<Database>, id: string, priorityPrice: number, at: number): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ priority: 1, priority_price: priorityPrice, queued_at: at })
    .where('id', '=', id)
    .where('priority', '=', 0)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

/**
 * Moves an order from `from` to `to` at `at`, with a new estimate when there is one, and records the
 * move; false when its status is no longer `from` (two racing moves cannot both apply). `closes`: the
 * move ends the order, whose client key is then erased (it is only needed while the order is open).
 * An order for later that staff move on is no longer held: they started it early, or cancelled it.
 */
export async function moveOrderRow(
  trx: Kysely<Database>,
  { id, from, to, estimate, at, closes }: { id: string; from: string; to: string; estimate: number | null; at: number; closes: boolean },
): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({ status: to, held_for_later: 0, ...(estimate === null ? {} : { estimated_delivery: estimate }), ...(closes ? { client_key: null } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) return false;
  await trx.insertInto('order_status_changes').values({ order_id: id, status: to, at }).execute();
  return true;
}

/** New delivery estimates, in the order given (callers give them in id order, so concurrent writers lock rows alike). */
export async function setEstimates(trx: Kysely<Database>, estimates: readonly { id: string; estimatedDelivery: number }[]): Promise<void> {
  for (const { id, estimatedDelivery } of estimates) {
    await trx.updateTable('orders').set({ estimated_delivery: estimatedDelivery }).where('id', '=', id).execute();
  }
}

/**
 * Lets the orders held for later whose baking must start by `now` into the kitchen's queue (its counts
 * follow, by trigger); answers their ids, in id order.
 */
export async function letInHeldOrders(trx: Kysely<Database>, now: number): Promise<string[]> {
  const rows = await trx
    .updateTable('orders')
    .set({ held_for_later: 0 })
    .where('held_for_later', '=', 1)
    .where('bake_from', '<=', now)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort();
}
