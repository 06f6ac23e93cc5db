import type { createBrowserRouter } from 'react-router-dom';
import type { SagaContext } from '../store/store.ts';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** The sagas' way around the app (a placed order opens its page, a lost session the sign-in): the router's. */
export function routerContext(router: DataRouter): Pick<SagaContext, 'navigate' | 'location'> {
  return {
    navigate: (to) => void router.navigate(to),
    location: () => router.state.location.pathname + router.state.location.search,
  };
}
