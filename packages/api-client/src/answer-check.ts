/**
 * A contract schema compiled into a plain function when the package is built
 * (scripts/answer-checks.ts), so that checking an answer does not download zod.
 */
export interface AnswerCheck<T> {
  (data: unknown): data is T;
  /** Why the last call said no. */
  errors?: readonly { instancePath: string; message?: string }[] | null;
}

/** What a check found wrong with the answer it refused, for the operator. */
export function whyRefused(check: AnswerCheck<unknown>): string {
  const [first] = check.errors ?? [];
  return first ? `${first.instancePath || 'the answer'} ${first.message ?? 'is not valid'}` : 'not valid';
}
