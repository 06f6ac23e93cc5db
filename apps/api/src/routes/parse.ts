import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ClientError } from '../domain/errors.ts';

/** Parses untrusted input with a shared schema; the first problem becomes the 400 message. */
export function parseOr400<T extends $ZodType>(schema: T, input: unknown): output<T> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ClientError(400, issue ? `${where}${issue.message}` : 'Invalid request');
}
