import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppStore } from '../../store/store.ts';
import { staffSession } from '../store/staff-loading.ts';

/** Who is signed in, for the header (the store keeps it); each screen guards itself. */
export const kitchenLayoutLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await staffSession(store, request.signal);
    return null;
  };
