import { vi } from 'vitest';
import { jsonAnswer as json } from '@chulo/api-client/testing';
import type { Feature } from '../../store/store.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { kitchenFeature } from '../store/kitchen-feature.ts';
import { sessionActions } from '../session/session-slice.ts';
import { SESSION } from './fake-staff-server.ts';

/** What the fake server answers a request with: `init` is what the page sent. */
export type Answer = (init: RequestInit) => Response | Promise<Response>;

export const ok = (data: unknown) => json(200, { status: 'success', data });
export const refused = (status: number, message: string) => json(status, { status: 'fail', message });

/**
 * A back-office screen's store, signed in as an owner, with `feature` started and the staff API
 * answered from `answers` ("PUT /api/staff/pizzas/order"); anything else is a 404. Undo with `leaveBackOffice`.
 */
export function backOffice(feature: Feature, answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${String(input)}`];
    return answer ? answer(init) : refused(404, `Nothing at ${init.method ?? 'GET'} ${String(input)}`);
  });
  vi.stubGlobal('fetch', fetch);
  // The client logs every refusal for the operator; these are the tests' own.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const shop = createTestStore();
  shop.store.inject(kitchenFeature);
  shop.store.dispatch(sessionActions.sessionFound(SESSION));
  shop.store.inject(feature);
  const sent = (method: string, path: string) =>
    fetch.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method).map(([, init]) => init ?? {});
  return { ...shop, fetch, sent };
}

/** The JSON body a request carried. */
export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

export function leaveBackOffice(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
