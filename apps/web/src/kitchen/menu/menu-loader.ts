import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadMenu } from '../../menu/menu-loader.ts';
import type { AppStore } from '../../store/store.ts';
import { requireStaff } from '../store/staff-loading.ts';

/** The menu as customers get it (the public one), afresh, for staff to edit. */
export const kitchenMenuLoader =
  (store: AppStore) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireStaff(store, request);
    await loadMenu(store, request.signal);
    return null;
  };
