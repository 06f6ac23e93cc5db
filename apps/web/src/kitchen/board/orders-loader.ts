import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadWithSaga } from '../../store/load-with-saga.ts';
import type { AppStore } from '../../store/store.ts';
import { boardActions, isBoardOutcome } from './board-slice.ts';
import { requireStaff, signInRedirect } from '../store/staff-loading.ts';

/** The open orders when the board opens (the board saga loads them); from then on the board keeps itself current. */
export const ordersLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    const outcome = await loadWithSaga(store, { start: () => store.dispatch(boardActions.loadBoard()), isOutcome: isBoardOutcome }, request.signal);
    // The session ended since it was checked: sign in again, coming back to the board.
    if (outcome.type === 'kitchen/boardSignedOut') throw signInRedirect(request);
    return null;
  };
