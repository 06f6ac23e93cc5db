import type { AppStore } from '../../store/store.ts';
import { ownerRoute } from '../layout/owner-route.ts';
import { historyFeature } from './history-saga.ts';
import { historyActions, isHistoryOutcome } from './history-slice.ts';
import { HistoryScreen } from './HistoryScreen.tsx';

/** `/kitchen/history`: who changed what, when. */
export const historyRoute = (store: AppStore) =>
  ownerRoute(store, { feature: historyFeature, load: historyActions.load, isOutcome: isHistoryOutcome, Component: HistoryScreen });
