import type { LoaderFunctionArgs } from 'react-router-dom';
import { FailedLoad } from '../store/failed-load.ts';
import { type AppStore, nextAction } from '../store/store.ts';
import { isMenuOutcome, menuActions, selectMenu } from './menu-slice.ts';

/** Starts loading the menu (main.tsx does, before the app has arrived); a load under way answers this one too. */
export function startLoadingMenu(store: AppStore): void {
  store.dispatch(menuActions.load());
}

/**
 * The menu, loaded (by the menu saga) before the screen renders (SPEC §2), afresh on every visit
 * (the kitchen may have sold a pizza out meanwhile): the first visit takes over the first script's
 * load, whether it is still under way or has just come.
 */
export const menuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (!selectMenu(store.getState()).fresh) {
      const outcome = nextAction(store, isMenuOutcome, request.signal);
      startLoadingMenu(store);
      const result = await outcome;
      if (result.type === 'menu/failed') throw new FailedLoad(result.error);
    }
    store.dispatch(menuActions.shown());
    return null;
  };
