import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { Feature } from '../../store/store.ts';
import { boardSaga } from '../board/board-saga.ts';
import { boardReducer } from '../board/board-slice.ts';
import { chimeSaga } from '../board/chime-saga.ts';
import { chimeReducer } from '../board/chime-slice.ts';
import { menuEditsSaga } from '../menu/menu-edits-saga.ts';
import { menuEditsReducer } from '../menu/menu-edits-slice.ts';
import { pacingSaga } from '../pacing/pacing-saga.ts';
import { pacingReducer } from '../pacing/pacing-slice.ts';
import { sessionSaga } from '../session/session-saga.ts';
import { sessionReducer } from '../session/session-slice.ts';
import { ticketsSaga } from '../tickets/ticket-saga.ts';
import { ticketsReducer } from '../tickets/ticket-slice.ts';

function* kitchenSaga(): SagaIterator {
  yield all([call(sessionSaga), call(boardSaga), call(menuEditsSaga), call(chimeSaga), call(pacingSaga), call(ticketsSaga)]);
}

/** The kitchen's state and flows, added to the store when a member of staff first opens the kitchen. */
export const kitchenFeature: Feature = {
  name: 'kitchen',
  saga: kitchenSaga,
  reducers: { staffSession: sessionReducer, board: boardReducer, chime: chimeReducer, menuEdits: menuEditsReducer, pacing: pacingReducer, tickets: ticketsReducer },
};
