import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppAction, AppStore, Feature } from '../../store/store.ts';
import { loadFeature, requireOwner } from '../store/staff-loading.ts';
import { KitchenError } from './KitchenError.tsx';

interface OwnerScreen<Outcome extends AppAction> {
  feature: Feature;
  /** The action that loads the screen's data, and the outcomes that end it. */
  load: () => AppAction;
  isOutcome: (action: AppAction) => action is Outcome;
  Component: ComponentType;
}

/** A back-office screen's route: owners only (the kitchen sees why not), its flows started and its data loaded before it shows. */
export const ownerRoute = <Outcome extends AppAction>(store: AppStore, { feature, load, isOutcome, Component }: OwnerScreen<Outcome>) => ({
  loader: async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireOwner(store, request);
    await loadFeature(store, feature, { start: () => store.dispatch(load()), isOutcome }, request.signal);
    return null;
  },
  Component,
  ErrorBoundary: KitchenError,
});
