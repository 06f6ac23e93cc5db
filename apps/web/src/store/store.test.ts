import { describe, expect, it, vi } from 'vitest';
import { take } from 'redux-saga/effects';
import { menuActions } from '../menu/menu-slice.ts';
import { createTestStore } from '../testing/test-store.tsx';
import { nextAction } from './store.ts';

const isMenuLoaded = (action: { type: string }): action is ReturnType<typeof menuActions.loaded> => action.type === 'menu/loaded';

describe('the store', () => {
  it('lets a loader wait for the action that ends a flow', async () => {
    const { store } = createTestStore();
    const outcome = nextAction(store, isMenuLoaded, new AbortController().signal);
    store.dispatch(menuActions.failed('Failed getting menu'));
    store.dispatch(menuActions.loaded([]));
    await expect(outcome).resolves.toEqual(menuActions.loaded([]));
  });

  it('stops waiting when the router moves on', async () => {
    const { store } = createTestStore();
    const navigation = new AbortController();
    const outcome = nextAction(store, isMenuLoaded, navigation.signal);
    navigation.abort(new DOMException('superseded', 'AbortError'));
    await expect(outcome).rejects.toThrow('superseded');
  });

  it("starts a feature's saga once, however often its screen loads", () => {
    const { store } = createTestStore();
    const seen = vi.fn();
    const feature = {
      name: 'counting',
      *saga() {
        for (;;) seen((yield take('cart/clear')) as unknown);
      },
    };
    store.inject(feature);
    store.inject(feature);
    store.dispatch({ type: 'cart/clear' });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('adds a feature’s state when it first loads', () => {
    const { store } = createTestStore();
    expect(store.getState().kitchen).toBeUndefined();
    const kitchen = vi.fn(() => ({}) as never);
    store.inject({ name: 'kitchen', *saga() {}, reducers: { kitchen } });
    expect(store.getState()).toHaveProperty('kitchen');
    expect(store.getState().menu.status).toBe('idle');
  });
});
