import { safeParse } from 'zod/mini';
import type * as z from 'zod/mini';
import { pathOf, type Call } from './call.ts';
import type { Endpoint } from './contract/endpoints.ts';
import { requestIssues } from './contract/messages.ts';
import { InvalidRequestError } from './invalid-request.ts';

/**
 * Refuses, before it is sent, a body that the route's schema refuses: the same schema the server
 * validates with (the route table's), so the two cannot drift. Loads zod, so only the calls that
 * send bodies import it, and only their screens download it.
 */
export function checkRequest<E extends Endpoint>(schema: z.ZodMiniType, request: Pick<Call<unknown, E>, 'to' | 'params' | 'body'>): void {
  const result = safeParse(schema, request.body);
  if (result.success) return;
  const issues = requestIssues(result.error.issues);
  throw new InvalidRequestError(issues[0]?.message ?? 'This request is malformed', { method: request.to.method, path: pathOf(request), issues });
}
