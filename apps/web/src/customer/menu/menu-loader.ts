import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadWithSaga } from '../../store/load-with-saga.ts';
import type { AppStore } from '../../store/store.ts';
import { isMenuOutcome, menuActions, selectMenu } from './menu-slice.ts';

/** Starts loading the menu (main.tsx does, before the app has arrived); a load under way answers this one too. */
export function startLoadingMenu(store: AppStore): void {
  store.dispatch(menuActions.load());
}

/** The menu, loaded by the menu saga for a loader: joins a load under way, or starts one. */
export function loadMenu(store: AppStore, signal: AbortSignal) {
  return loadWithSaga(store, { start: () => startLoadingMenu(store), isOutcome: isMenuOutcome }, signal);
}

/**
 * The menu, loaded before the screen renders (SPEC §2), afresh on every visit (the kitchen may
 * have sold a pizza out meanwhile): the first visit takes over the first script's load, whether
 * it is still under way or has just come.
 */
export const menuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (!selectMenu(store.getState()).fresh) await loadMenu(store, request.signal);
    store.dispatch(menuActions.shown());
    return null;
  };
