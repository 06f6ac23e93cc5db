/**
 * One Idempotency-Key per checkout attempt. Sending the very same order again
 * (after a timeout or a failed answer) is a retry of that attempt and reuses its
 * key, so the server hands back the order it may already have created. A changed
 * order is a new attempt with a new key.
 */
let attempt: { order: string; key: string } | null = null;

function randomKey(): string {
  // getRandomValues, unlike randomUUID, also works on plain-http pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(order: unknown): string {
  const fingerprint = JSON.stringify(order);
  if (attempt?.order !== fingerprint) attempt = { order: fingerprint, key: randomKey() };
  return attempt.key;
}

/** After a placed order: the next checkout is a new attempt even if it looks the same. */
export function endCheckoutAttempt(): void {
  attempt = null;
}
