import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadMenu } from '../../customer/menu/menu-loader.ts';
import type { AppStore } from '../../store/store.ts';
import { pizzasFeature } from '../pizzas/pizzas-saga.ts';
import { isPizzasOutcome, pizzasActions } from '../pizzas/pizzas-slice.ts';
import { loadFeature, requireStaff } from '../store/staff-loading.ts';

/** For owners, every pizza, retired ones too; for the kitchen, the menu as customers get it (the public one), afresh. */
export const kitchenMenuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const session = await requireStaff(store, request);
    if (session.role === 'owner') {
      await loadFeature(store, pizzasFeature, { start: () => store.dispatch(pizzasActions.load()), isOutcome: isPizzasOutcome }, request.signal);
    } else {
      await loadMenu(store, request.signal);
    }
    return null;
  };
