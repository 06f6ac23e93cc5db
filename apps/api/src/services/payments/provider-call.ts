import * as z from 'zod/mini';

/** Past this a provider is taken for away: the payment stays open and the customer reads a sentence (PROVIDER_UNAVAILABLE). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A provider that did not answer, or answered what its documentation does not describe. */
export class ProviderUnavailable extends Error {}

/**
 * One request to a payment provider, its answer checked against `schema`. Errors name the provider
 * and the address without its query, never a header: the secret key travels in one.
 */
export async function askProvider<Schema extends z.ZodMiniType>(provider: string, url: URL, init: RequestInit, schema: Schema): Promise<z.output<Schema>> {
  const where = `${provider} at ${url.origin}${url.pathname}`;
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }).catch((cause: unknown) => {
    throw new ProviderUnavailable(`${where} did not answer`, { cause });
  });
  const body: unknown = await response.json().catch(() => null);
  const answer = z.safeParse(schema, body);
  if (!answer.success) throw new ProviderUnavailable(`${where} answered ${response.status} with an answer outside its documentation`);
  return answer.data;
}

/** Rupees as a provider writes them ("1,560.0", 1560) in paisa; NaN for anything else. */
export function paisaOf(rupees: string | number): number {
  const text = String(rupees).replace(/,/g, '').trim();
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}
