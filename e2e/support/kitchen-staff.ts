import { expect, type Page, test } from '@playwright/test';
import { addStaffAccount, runStaffCommand } from '@chulo/test-lab';
import type { StaffRole } from '@chulo/api-client/contract';

export const STAFF_PASSWORD = 'oven-hot-e2e-password';

/** The database of the staff shop this test's project drives (its `metadata.databaseUrl` in playwright.config.ts). */
export function staffShopDatabase(): string {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl?: string };
  if (databaseUrl === undefined) throw new Error(`the project ${test.info().project.name} drives no staff shop`);
  return databaseUrl;
}

/** A staff account for this run, added with `pnpm staff add`. The shop's autopilot stops as soon as one exists: only staff move orders. */
export function addStaff(username: string, role: StaffRole = 'owner'): void {
  addStaffAccount(staffShopDatabase(), username, STAFF_PASSWORD, role);
}

/** Removes it again with `pnpm staff remove`, so the other specs find the shop as they expect (autopilot on). */
export function removeStaff(username: string): void {
  runStaffCommand(staffShopDatabase(), ['remove', username]);
}

/**
 * Opens the kitchen signed in as `username`: the sign-in call made from the page's own context, whose
 * cookies the browser shares, saves loading and filling the form each time. The form itself is
 * kitchen.spec.ts's first test.
 */
export async function signInToKitchen(page: Page, username: string): Promise<void> {
  const signIn = await page.request.post('/api/staff/login', { data: { username, password: STAFF_PASSWORD } });
  expect(signIn.status(), `signing in as ${username}: ${await signIn.text()}`).toBe(200);
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}
