import type { z } from 'zod';
import { ClientError } from '../domain/errors.ts';

/** Parses untrusted input with a shared schema; the first problem becomes the 400 message. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ClientError(400, issue ? `${where}${issue.message}` : 'Invalid request');
}
