import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import {
  type NewStaffAccount,
  NewStaffAccountSchema,
  type StaffAccount,
  type StaffAccountChange,
  StaffAccountChangeSchema,
} from '../contract/back-office.ts';
import checkStaffAccount from '../generated/staff-account.ts';
import checkStaffAccounts from '../generated/staff-accounts.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The shop's staff accounts, as owners manage them. */

export function listStaff(api: ApiConnection): Promise<StaffAccount[]> {
  return ask(api, { to: endpoint.listStaff, check: checkStaffAccounts });
}

/** A 409 when the username is taken. */
export async function addStaff(api: ApiConnection, account: NewStaffAccount, csrfToken: string): Promise<StaffAccount> {
  const request = { to: endpoint.addStaff, body: account };
  checkRequest(NewStaffAccountSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffAccount });
}

/** A new role, a new password, or both; a 409 when it would leave the shop without an owner. */
export async function changeStaff(api: ApiConnection, username: string, accountChange: StaffAccountChange, csrfToken: string): Promise<StaffAccount> {
  const request = { to: endpoint.changeStaff, params: { username }, body: accountChange };
  checkRequest(StaffAccountChangeSchema, request);
  return change(api, csrfToken, { ...request, check: checkStaffAccount });
}

/** Their sessions end; a 409 for the last owner. */
export function removeStaff(api: ApiConnection, username: string, csrfToken: string): Promise<void> {
  return change(api, csrfToken, { to: endpoint.removeStaff, params: { username } });
}
