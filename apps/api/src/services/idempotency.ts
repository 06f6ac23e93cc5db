import { createHash } from 'node:crypto';
import { mergeLines } from '@chulo/domain';
import type { ValidNewOrder } from '@chulo/api-client/contract';

/**
 * An `Idempotency-Key` names one checkout of one customer, so it is stored as a digest of the key
 * and the customer's phone: the same key from another customer is another checkout, never a
 * replay of a stranger's order. A shop without accounts knows its customers by their phone, and
 * unlike the client's address the phone stays the same when a retry comes over another network
 * (a phone moving from Wi-Fi to mobile data mid-checkout).
 */
export function scopedIdempotencyKey(phone: string, key: string): string {
  return digest([phone, key]);
}

/**
 * What a checkout asks for, as a digest: the key is bound to it, so a second request under the
 * same key is a retry only when it asks for the same order. Lines of the same pizza and choice
 * merged and sorted, so a cart sent in another order is the same request.
 */
export function orderRequestDigest(order: ValidNewOrder): string {
  const sameLine = (line: ValidNewOrder['cart'][number]) => JSON.stringify([line.pizzaId, line.choice ?? null]);
  // A line without a choice is digested as it was before choices, so a retry across the upgrade still replays.
  const lines = mergeLines(order.cart, sameLine)
    .sort((a, b) => a.pizzaId - b.pizzaId || byText(sameLine(a), sameLine(b)))
    .map(({ pizzaId, quantity, choice }) => (choice ? [pizzaId, quantity, choice] : [pizzaId, quantity]));
  // Directions only when given, so an order without them is digested as before they existed.
  const directions = order.directions ? [order.directions] : [];
  // The same for the time of an order for later, as an instant: the same time written with another offset is the same order.
  const deliverAt = order.deliverAt ? [{ deliverAt: Date.parse(order.deliverAt) }] : [];
  return digest([order.customer, order.phone, order.address, order.position, order.priority, lines, ...directions, ...deliverAt]);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const digest = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
