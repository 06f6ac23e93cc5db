import type { LoaderFunctionArgs } from 'react-router';
import { nepaliNumbersReady } from '../../lib/nepali-numbers.ts';
import type { StaffOrder } from '@chulo/api-client';
import { getOpenOrders } from '@chulo/api-client/staff';
import { api } from '../../lib/api-client.ts';
import { requireStaff, signInIfSignedOut } from '../api/staff-session.ts';

/** The open orders when the board opens; from then on the board keeps itself current. */
export async function ordersLoader({ request }: LoaderFunctionArgs): Promise<StaffOrder[]> {
  await requireStaff(request);
  try {
    const [orders] = await Promise.all([getOpenOrders(api), nepaliNumbersReady()]);
    return orders;
  } catch (error) {
    return signInIfSignedOut(error, request);
  }
}
