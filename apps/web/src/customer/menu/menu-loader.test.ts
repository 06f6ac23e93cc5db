import { describe, expect, it } from 'vitest';
import { jsonAnswer as answer, MARGHERITA } from '@chulo/api-client/testing';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { FailedLoad } from '../../store/failed-load.ts';
import { menuLoader, startLoadingMenu } from './menu-loader.ts';
import { selectMenu } from './menu-slice.ts';

const visit = (load: ReturnType<typeof menuLoader>) => load({ request: new Request('http://shop.test/menu'), params: {}, context: {} } as never);

describe('the menu route loader', () => {
  const fetchMock = useFakeFetch();

  it("takes over the first script's load, then loads afresh on every later visit", async () => {
    const { store, next } = createTestStore();
    fetchMock.mockImplementation(async () => answer(200, { status: 'success', data: [MARGHERITA] }));
    const loaded = next('menu/loaded');
    startLoadingMenu(store);
    await loaded;
    const load = menuLoader(store);
    await visit(load);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(selectMenu(store.getState())).toMatchObject({ status: 'loaded', fresh: false });
    await visit(load);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("joins a load under way, and fails with SPEC's message", async () => {
    const { store } = createTestStore();
    fetchMock.mockResolvedValue(answer(500, { status: 'error', message: 'database away' }));
    startLoadingMenu(store);
    const failure = await visit(menuLoader(store)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FailedLoad);
    expect(failure).toHaveProperty('message', 'Failed getting menu');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
