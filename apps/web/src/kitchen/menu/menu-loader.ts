import type { LoaderFunctionArgs } from 'react-router';
import { getMenu, type Pizza } from '@chulo/api-client';
import { api } from '../../lib/api-client.ts';
import { nepaliNumbersReady } from '../../lib/nepali-numbers.ts';
import { requireStaff } from '../api/staff-session.ts';

/** The menu as customers get it (the public one), for staff to edit. */
export async function kitchenMenuLoader({ request }: LoaderFunctionArgs): Promise<Pizza[]> {
  await requireStaff(request);
  const [menu] = await Promise.all([getMenu(api), nepaliNumbersReady()]);
  return menu;
}
