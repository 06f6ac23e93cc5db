import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { E2E_DATABASE_URL } from '../playwright.config.ts';

export const STAFF_PASSWORD = 'oven-hot-e2e-password';

const STAFF_CLI = fileURLToPath(import.meta.resolve('@chulo/api/dist/cli/staff.js'));

/** Runs `pnpm staff <args>` (its built script) against the e2e database, the password (if any) on stdin. */
function staffCommand(args: string[], input = ''): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [STAFF_CLI, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A staff account for this run. The shop's autopilot stops as soon as one exists: only staff move orders. */
export function addStaff(username: string): void {
  const { status, output } = staffCommand(['add', username, '--password-stdin'], STAFF_PASSWORD);
  if (status !== 0) throw new Error(`could not add staff account ${username}: ${output}`);
}

/** Removes it again, so the other specs find the shop as they expect (autopilot on). */
export function removeStaff(username: string): void {
  staffCommand(['remove', username]);
}

export async function signInToKitchen(page: Page, username: string): Promise<void> {
  await page.goto('/kitchen/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kitchen$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}
