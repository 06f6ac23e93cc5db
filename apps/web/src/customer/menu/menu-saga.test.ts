import { describe, expect, it } from 'vitest';
import { jsonAnswer as answer, MARGHERITA } from '@chulo/api-client/testing';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore } from '../../testing/test-store.tsx';
import { menuActions, selectIngredients, selectMenu } from './menu-slice.ts';

describe('loading the menu', () => {
  const fetchMock = useFakeFetch();

  it('puts the pizzas in the store', async () => {
    const { store, next } = createTestStore();
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: [MARGHERITA] }));
    const loaded = next('menu/loaded');
    store.dispatch(menuActions.load());
    expect(selectMenu(store.getState()).status).toBe('loading');
    await loaded;
    expect(selectMenu(store.getState())).toEqual({ status: 'loaded', pizzas: [MARGHERITA], error: '', fresh: true });
  });

  it("records 'Failed getting menu' when the call fails", async () => {
    const { store, next } = createTestStore();
    fetchMock.mockResolvedValueOnce(answer(500, { status: 'error', message: 'database away' }));
    const failed = next('menu/failed');
    store.dispatch(menuActions.load());
    await failed;
    expect(selectMenu(store.getState())).toEqual({ status: 'error', pizzas: [], error: 'Failed getting menu', fresh: false });
  });

  it('answers everyone who asks while it loads with one request', async () => {
    const { store, next } = createTestStore();
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: [MARGHERITA] }));
    const loaded = next('menu/loaded');
    store.dispatch(menuActions.load());
    store.dispatch(menuActions.load());
    await loaded;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives the order page each pizza's ingredients: none yet while loading, keeping the last menu while it loads again", async () => {
    const { store, next } = createTestStore();
    const ingredients = () => selectIngredients(MARGHERITA.id)(store.getState());
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: [MARGHERITA] }));
    expect(ingredients()).toBeNull();
    const loaded = next('menu/loaded');
    store.dispatch(menuActions.load());
    await loaded;
    expect(ingredients()).toEqual(['tomato', 'mozzarella', 'basil']);
    store.dispatch(menuActions.load());
    expect(ingredients()).toEqual(['tomato', 'mozzarella', 'basil']);
    expect(selectIngredients(99)(store.getState())).toBeNull();
  });
});
