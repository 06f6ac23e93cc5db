import { describe, expect, it, vi } from 'vitest';
import { take } from 'redux-saga/effects';
import { ORDER } from '@chulo/api-client/testing';
import { menuActions } from '../customer/menu/menu-slice.ts';
import { createApiConnection } from '@chulo/api-client';
import { orderFeature } from '../customer/order-page/order-saga.ts';
import { orderActions } from '../customer/order-page/order-slice.ts';
import { createTestStore } from '../testing/test-store.tsx';
import { createAppStore, nextAction } from './store.ts';

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
    expect(store.getState().board).toBeUndefined();
    const board = vi.fn(() => ({}) as never);
    store.inject({ name: 'kitchen', *saga() {}, reducers: { board } });
    expect(store.getState()).toHaveProperty('board');
    expect(store.getState().menu.status).toBe('idle');
  });

  it('keeps a slice the server handed over until its code arrives, whose reducer then continues from it', () => {
    const { store: server } = createTestStore();
    server.inject(orderFeature);
    server.dispatch(orderActions.loaded(ORDER.id, ORDER));
    const browser = createAppStore({ api: createApiConnection(), locate: vi.fn() }, { preloadedState: server.getState() });
    browser.dispatch(menuActions.load());
    expect(browser.getState().order?.current).toEqual(ORDER);
    browser.inject(orderFeature);
    expect(browser.getState().order?.current).toEqual(ORDER);
    browser.dispatch(orderActions.changed({ ...ORDER, status: 'delivering' }));
    expect(browser.getState().order?.current?.status).toBe('delivering');
  });

  it('ends every flow when closed, as the server does before it renders a page', async () => {
    const { store } = createTestStore();
    store.inject(orderFeature);
    const ended = vi.fn();
    store.inject({
      name: 'watching',
      *saga() {
        try {
          yield take('cart/clear');
        } finally {
          ended();
        }
      },
    });
    await store.close();
    expect(ended).toHaveBeenCalled();
  });
});
