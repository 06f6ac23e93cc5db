import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { KitchenPacing } from '@chulo/api-client/contract';
import { endBusy, markBusy, pauseOnlineOrders, resumeOnlineOrders } from '@chulo/api-client/staff';
import { asStaff } from '../session/session-saga.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { PACE_CHANGES, type PaceChange, pacingActions } from './pacing-slice.ts';

/** The call each change makes. */
function paceCall(change: PaceChange): (api: ApiConnection, csrfToken: string) => Promise<KitchenPacing> {
  switch (change.type) {
    case 'pacing/markBusy':
      return (api, csrfToken) => markBusy(api, change.spell, csrfToken);
    case 'pacing/endBusy':
      return endBusy;
    case 'pacing/pauseOnlineOrders':
      return (api, csrfToken) => pauseOnlineOrders(api, change.pause, csrfToken);
    case 'pacing/resumeOnlineOrders':
      return resumeOnlineOrders;
  }
}

/** Changes the pace; the board shows the answer at once, should its live event be late or lost. */
export function* changePace(change: PaceChange): SagaIterator {
  try {
    const pacing: KitchenPacing = yield call(asStaff, paceCall(change));
    yield put(pacingActions.changed(pacing));
  } catch (error) {
    yield call(staffFailure, error, 'The kitchen’s pace could not be changed.', pacingActions.failed);
  }
}

/** The board's feed brings the pace itself (board-saga.ts); a second tap while a change is on its way is the same change. */
export function* pacingSaga(): SagaIterator {
  yield takeLeading(Object.keys(PACE_CHANGES), changePace);
}
