import { ApiError, HttpError } from '@chulo/api-client';

/**
 * What the customer reads of a failed flow: the API client's message (SPEC §8). Anything
 * else is a bug of ours, shown as `fallback` and logged for the operator (the client logs its own failures).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  console.error('[app] unexpected failure', error);
  return fallback;
}

/** The HTTP status the shop answered a failed call with, if it answered at all. */
export const answerStatus = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);
