import type { ApiConnection } from '@chulo/api-client';
import { LAST_KNOWN_HEADER } from './service-worker-protocol.ts';

/**
 * `api` for one call, noting whether the service worker answered it from its copy: the client's
 * calls give the answer's data only, and the copy looks like any other answer but for this header.
 * `lastKnownAt()`, after the call: when the shop sent that copy, or null for a fresh answer.
 */
export function noticingLastKnown(api: ApiConnection): { api: ApiConnection; lastKnownAt: () => string | null } {
  let lastKnownAt: string | null = null;
  const fetch: ApiConnection['fetch'] = async (input, init) => {
    const answer = await api.fetch(input, init);
    lastKnownAt = answer.headers.get(LAST_KNOWN_HEADER);
    return answer;
  };
  return { api: { ...api, fetch }, lastKnownAt: () => lastKnownAt };
}
