import type { AppStore } from '../../store/store.ts';
import { ownerRoute } from '../layout/owner-route.ts';
import { staffAccountsFeature } from './staff-saga.ts';
import { isStaffAccountsOutcome, staffAccountsActions } from './staff-slice.ts';
import { StaffScreen } from './StaffScreen.tsx';

/** `/kitchen/staff`: the shop's accounts and their roles. */
export const staffRoute = (store: AppStore) =>
  ownerRoute(store, { feature: staffAccountsFeature, load: staffAccountsActions.load, isOutcome: isStaffAccountsOutcome, Component: StaffScreen });
