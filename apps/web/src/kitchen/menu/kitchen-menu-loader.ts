import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadMenu } from '../../customer/menu/menu-loader.ts';
import type { AppStore } from '../../store/store.ts';
import { choicesFeature } from '../choices/choices-saga.ts';
import { choicesActions, isChoicesOutcome } from '../choices/choices-slice.ts';
import { pizzasFeature } from '../pizzas/pizzas-saga.ts';
import { isPizzasOutcome, pizzasActions } from '../pizzas/pizzas-slice.ts';
import { loadFeature, requireStaff } from '../store/staff-loading.ts';

/**
 * For owners, every pizza, retired ones too; for the kitchen, the menu as customers get it (the
 * public one), afresh. For both, the shop's sizes, crusts and extras, which either marks sold out.
 */
export const kitchenMenuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const session = await requireStaff(store, request);
    await Promise.all([
      loadFeature(store, choicesFeature, { start: () => store.dispatch(choicesActions.load()), isOutcome: isChoicesOutcome }, request.signal),
      session.role === 'owner'
        ? loadFeature(store, pizzasFeature, { start: () => store.dispatch(pizzasActions.load()), isOutcome: isPizzasOutcome }, request.signal)
        : loadMenu(store, request.signal),
    ]);
    return null;
  };
