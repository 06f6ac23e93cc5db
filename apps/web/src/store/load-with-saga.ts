import { FailedLoad } from './failed-load.ts';
import { type AppAction, type AppStore, nextAction } from './store.ts';

/** An outcome that says why its flow failed, in the words the customer reads (SPEC §8). */
type Failure = Extract<AppAction, { error: string }> & { status?: number };

const isFailure = (outcome: AppAction): outcome is Failure => 'error' in outcome;

/** What a router loader asks of a saga: how to start it, and which action ends it. */
export interface SagaLoad<Outcome extends AppAction> {
  start: () => void;
  isOutcome: (action: AppAction) => action is Outcome;
}

/**
 * How every router loader has its screen's data before the screen renders (decision 007): starts
 * the saga and answers its outcome. An outcome carrying an `error` fails the load with that message,
 * which the route's error view shows. When the router moves on (`signal`), the wait ends with it.
 */
export async function loadWithSaga<Outcome extends AppAction>(
  store: AppStore,
  { start, isOutcome }: SagaLoad<Outcome>,
  signal: AbortSignal,
): Promise<Exclude<Outcome, Failure>> {
  // Listening before starting, so that an outcome dispatched at once is not missed.
  const outcome = nextAction(store, isOutcome, signal);
  start();
  const result: AppAction = await outcome;
  if (isFailure(result)) throw new FailedLoad(result.error, result.status);
  return result as Exclude<Outcome, Failure>;
}
