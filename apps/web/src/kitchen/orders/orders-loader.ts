import type { LoaderFunctionArgs } from 'react-router-dom';
import { FailedLoad } from '../../store/failed-load.ts';
import { type AppStore, nextAction } from '../../store/store.ts';
import { kitchenActions } from '../store/kitchen-slice.ts';
import { requireStaff, signInRedirect } from '../store/staff-loading.ts';

/** The open orders when the board opens (the board saga loads them); from then on the board keeps itself current. */
export const ordersLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    const outcome = nextAction(
      store,
      (action) => action.type === 'kitchen/boardLoaded' || action.type === 'kitchen/boardFailed',
      request.signal,
    );
    store.dispatch(kitchenActions.loadBoard());
    const result = await outcome;
    if (result.type === 'kitchen/boardFailed') throw result.signedOut ? signInRedirect(request) : new FailedLoad(result.error);
    return null;
  };
