import { describe, expect, it } from 'vitest';
import { jsonAnswer as answer, MARGHERITA } from '@chulo/api-client/testing';
import { isMenuOutcome, menuActions } from '../customer/menu/menu-slice.ts';
import { useFakeFetch } from '../testing/fake-fetch.ts';
import { createTestStore } from '../testing/test-store.tsx';
import { FailedLoad } from './failed-load.ts';
import { loadWithSaga } from './load-with-saga.ts';

const loadingMenu = (store: ReturnType<typeof createTestStore>['store']) => ({
  start: () => store.dispatch(menuActions.load()),
  isOutcome: isMenuOutcome,
});

describe('a router loader waiting on a saga', () => {
  const fetchMock = useFakeFetch();

  it('starts the saga and answers its outcome', async () => {
    const { store } = createTestStore();
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: [MARGHERITA] }));
    const outcome = await loadWithSaga(store, loadingMenu(store), new AbortController().signal);
    expect(outcome).toEqual(menuActions.loaded([MARGHERITA]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fails with the saga's message (SPEC §8), for the route's error view", async () => {
    const { store } = createTestStore();
    fetchMock.mockResolvedValue(answer(500, { status: 'error', message: 'database away' }));
    const failure = await loadWithSaga(store, loadingMenu(store), new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FailedLoad);
    expect(failure).toHaveProperty('message', 'Failed getting menu');
  });

  it('catches an outcome that comes the moment the saga starts', async () => {
    const { store } = createTestStore();
    const immediate = { start: () => store.dispatch(menuActions.failed('Failed getting menu')), isOutcome: isMenuOutcome };
    await expect(loadWithSaga(store, immediate, new AbortController().signal)).rejects.toThrow('Failed getting menu');
  });

  it('stops waiting when the router moves on', async () => {
    const { store } = createTestStore();
    const navigation = new AbortController();
    const waiting = loadWithSaga(store, { start: () => navigation.abort(new DOMException('superseded', 'AbortError')), isOutcome: isMenuOutcome }, navigation.signal);
    await expect(waiting).rejects.toThrow('superseded');
  });
});
