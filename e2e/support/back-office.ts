import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { addStaffAccount, runStaffCommand, signInStaff, staffHeaders, type StaffSession } from '@chulo/test-lab';
import { removeStaff, STAFF_PASSWORD, staffShopDatabase } from './kitchen-staff.ts';

/**
 * The back office from the outside: an owner's and a kitchen account's sessions on the staff API,
 * to set the scene before the screens are driven and to put the shop back as the other specs expect it.
 */

/** Today in the shop's calendar (Kathmandu, UTC+5:45): the day the dashboard's 'Today' shows. */
export function shopToday(): string {
  return new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

/**
 * A name for this project and this run: the projects share one database, and a run's leftovers
 * (a pizza's name is unique for ever) must not clash with the next.
 */
export function runName(prefix: string): string {
  return `${prefix}-${test.info().project.name}-${Date.now().toString(36)}`;
}

/** A member of staff's calls on the API, as the kitchen app makes them: the session cookie and the CSRF token. */
export interface StaffApi {
  get(path: string): Promise<APIResponse>;
  send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<APIResponse>;
  /** The `data` of a call that must succeed. */
  read<T = any>(path: string): Promise<T>;
}

export async function staffApi(request: APIRequestContext, baseURL: string, username: string, password = STAFF_PASSWORD): Promise<StaffApi> {
  const session: StaffSession = await signInStaff(baseURL, username, password);
  const headers = staffHeaders(session);
  const api: StaffApi = {
    get: (path) => request.get(path, { headers }),
    send: (method, path, data) => request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) }),
    read: async (path) => {
      const response = await api.get(path);
      expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()).data;
    },
  };
  return api;
}

/** The staff accounts in the e2e database, as `pnpm staff list` lists them. */
function listedAccounts(): string[] {
  return runStaffCommand(staffShopDatabase(), ['list']).output.split('\n').map((line) => line.split('\t')[0] ?? '');
}

/**
 * Accounts added with the built staff command for one spec, in each project, and removed again when
 * it ends. The shop's last owner cannot be removed (not even by `pnpm staff remove`): an owner left
 * from an earlier spec or run is reused as it is, with the same password.
 */
export function staffForSpec(accounts: { owner: string; kitchen?: string }): void {
  test.beforeAll(() => {
    const listed = listedAccounts();
    for (const [role, name] of Object.entries(accounts)) {
      const username = `${name}-${test.info().project.name}`;
      if (!listed.includes(username)) addStaffAccount(staffShopDatabase(), username, STAFF_PASSWORD, role as 'owner' | 'kitchen');
    }
  });
  // The kitchen's account first: the owner may be the last one, and stay.
  test.afterAll(() => {
    for (const name of Object.values(accounts).reverse()) removeStaff(`${name}-${test.info().project.name}`);
  });
}

/** The account `name` of `staffForSpec` in this project. */
export const projectAccount = (name: string) => `${name}-${test.info().project.name}`;

/** The shop's hours, closures, delivery area and phone as they were, put back whatever the test did to them. */
export async function keepShopSettings(owner: StaffApi): Promise<{ restore: () => Promise<void> }> {
  const { hours, closures, deliveryArea, phone } = await owner.read('/api/staff/shop');
  return {
    restore: async () => {
      const response = await owner.send('PATCH', '/api/staff/shop', { hours, closures, deliveryArea, phone });
      expect(response.status(), `restoring the shop's settings: ${await response.text()}`).toBe(200);
    },
  };
}

/** The owner's navigation: the kitchen's links, one per screen this account may use. */
export async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Kitchen' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}
