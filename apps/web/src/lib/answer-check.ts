/**
 * A shared zod schema compiled into a plain function at build time
 * (`import check from '…-schema.ts?schema=Name&check'`, see scripts/answer-checks.ts),
 * so that checking an answer does not download zod.
 */
export interface AnswerCheck {
  (data: unknown): boolean;
  /** Why the last call said no. */
  errors?: readonly { instancePath: string; message?: string }[] | null;
}

/** `data`, once `check` has passed it, as the type of the schema `check` was compiled from; or a throw that says what is wrong. */
export function checked<T>(check: AnswerCheck, data: unknown): T {
  if (check(data)) return data as T;
  const [first] = check.errors ?? [];
  throw new Error(`Unexpected answer: ${first ? `${first.instancePath || 'the answer'} ${first.message ?? 'is not valid'}` : 'not valid'}`);
}

/**
 * `data` of the API's `{status: 'success', data}` envelope, once `check` has passed it
 * (nothing without a check: the call was made for its effect); or a throw.
 */
export function successData<T>(check: AnswerCheck | undefined, payload: unknown): T {
  const envelope = payload as { status?: unknown; data?: unknown } | null;
  if (envelope?.status !== 'success') throw new Error(`Unexpected answer: status ${JSON.stringify(envelope?.status)}`);
  return (check ? checked<T>(check, envelope.data) : undefined) as T;
}
