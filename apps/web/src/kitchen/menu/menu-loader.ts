import type { LoaderFunctionArgs } from 'react-router';
import type { Pizza } from '@chulo/api-client/contract';
import { getMenu } from '../../menu/menu-api.ts';
import { nepaliNumbersReady } from '../../lib/nepali-numbers.ts';
import { requireStaff } from '../api/staff-session.ts';

/** The menu as customers get it (the public one), for staff to edit. */
export async function kitchenMenuLoader({ request }: LoaderFunctionArgs): Promise<Pizza[]> {
  await requireStaff(request);
  const [menu] = await Promise.all([getMenu(), nepaliNumbersReady()]);
  return menu;
}
