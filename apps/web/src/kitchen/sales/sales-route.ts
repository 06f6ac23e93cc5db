import { shopClock } from '@chulo/domain';
import type { AppStore } from '../../store/store.ts';
import { ownerRoute } from '../layout/owner-route.ts';
import { SalesDashboard } from './SalesDashboard.tsx';
import { salesFeature } from './sales-saga.ts';
import { isSalesOutcome, salesActions } from './sales-slice.ts';

/** Today, in Kathmandu's calendar: the dashboard opens on it. */
const today = () => {
  const { date } = shopClock(Date.now());
  return { from: date, to: date };
};

/** `/kitchen/sales`: the day's sales at a glance. */
export const salesRoute = (store: AppStore) =>
  ownerRoute(store, { feature: salesFeature, load: () => salesActions.load(today()), isOutcome: isSalesOutcome, Component: SalesDashboard });
