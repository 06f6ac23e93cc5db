import type { LoaderFunctionArgs } from 'react-router-dom';
import { isMenuOutcome, menuActions } from '../../menu/menu-slice.ts';
import { FailedLoad } from '../../store/failed-load.ts';
import { type AppStore, nextAction } from '../../store/store.ts';
import { requireStaff } from '../store/staff-loading.ts';

/** The menu as customers get it (the public one), afresh, for staff to edit. */
export const kitchenMenuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    const outcome = nextAction(store, isMenuOutcome, request.signal);
    store.dispatch(menuActions.load());
    const result = await outcome;
    if (result.type === 'menu/failed') throw new FailedLoad(result.error);
    return null;
  };
