import { type Kysely, type Selectable, sql } from 'kysely';
import type { PaymentState } from '@chulo/domain';
import type { Database, PaymentAttemptTable } from './schema.ts';

/** Reads and writes of payment attempts (migration 021); what they mean is services/payments/paying-online.ts's. */

export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;

export async function insertAttempt(db: Kysely<Database>, row: PaymentAttemptRow): Promise<void> {
  await db.insertInto('payment_attempts').values(row).execute();
}

export function attemptById(db: Kysely<Database>, id: string) {
  return db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function attemptByReference(db: Kysely<Database>, provider: PaymentAttemptRow['provider'], reference: string) {
  return db.selectFrom('payment_attempts').selectAll().where('provider', '=', provider).where('reference', '=', reference).executeTakeFirst();
}

/** Each order's attempt that says most: a paid one, else the latest. */
export async function tellingAttempts(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, PaymentAttemptRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('payment_attempts').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
  const telling = new Map<string, PaymentAttemptRow>();
  for (const row of rows) if (telling.get(row.order_id)?.state !== 'paid') telling.set(row.order_id, row);
  return telling;
}

/** Open attempts not asked about (nor started) since `askedBefore`, the longest unasked first; or those of the orders given. */
export function openAttempts(db: Kysely<Database>, { askedBefore, orderIds, limit }: { askedBefore: number; orderIds?: readonly string[]; limit: number }) {
  const lastAsked = sql<number>`coalesce(checked_at, created_at)`;
  let query = db.selectFrom('payment_attempts').selectAll().where('state', '=', 'open');
  query = orderIds ? query.where('order_id', 'in', orderIds) : query.where(lastAsked, '<', askedBefore);
  return query.orderBy(lastAsked).limit(limit).execute();
}

/** Orders still awaiting payment whose window ended by `now`. */
export function ordersPastPayBy(db: Kysely<Database>, now: number, limit: number) {
  return db.selectFrom('orders').select('id').where('status', '=', 'awaiting-payment').where('pay_by', '<=', now).limit(limit).execute();
}

/** The attempt of an order whose refund is due. */
export function refundDueOf(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('payment_attempts').select('id').where('order_id', '=', orderId).where('refund', '=', 'due').executeTakeFirst();
}

/**
 * Writes the provider's word on an attempt still open (or held); false when another request, on
 * this instance or another, settled it first: an attempt becomes paid once.
 */
export async function settleAttempt(
  db: Kysely<Database>,
  id: string,
  change: { state: PaymentState; status: string; reference?: string; at: number },
): Promise<boolean> {
  const final = change.state === 'paid' || change.state === 'unpaid';
  const { numUpdatedRows } = await db
    .updateTable('payment_attempts')
    .set({
      state: change.state,
      provider_status: change.status,
      checked_at: change.at,
      ...(final ? { settled_at: change.at } : {}),
      ...(change.reference ? { reference: change.reference } : {}),
    })
    .where('id', '=', id)
    .where('state', 'in', ['open', 'held'])
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

export async function setReference(db: Kysely<Database>, id: string, reference: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ reference }).where('id', '=', id).execute();
}

export async function markRefund(db: Kysely<Database>, id: string, refund: 'due' | 'refunded'): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('payment_attempts')
    .set({ refund })
    .where('id', '=', id)
    .where('refund', refund === 'due' ? 'is' : '=', refund === 'due' ? null : 'due')
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
