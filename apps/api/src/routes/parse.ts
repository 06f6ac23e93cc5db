import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { RequestRefused } from '../refusals.ts';

/** Parses untrusted input outside the route table (a picture's file name); a refusal reads as the table's do. */
export function parseOr400<T extends $ZodType>(schema: T, input: unknown): output<T> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  throw RequestRefused.from(result.error.issues);
}
