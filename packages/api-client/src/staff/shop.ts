import { safeParse } from 'zod/mini';
import type { AnswerCheck } from '../answer-check.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/staff-endpoints.ts';
import { type ShopSettings, type ShopSettingsChange, ShopSettingsChangeSchema, ShopSettingsSchema } from '../contract/back-office.ts';
import { checkRequest } from '../request-check.ts';
import { ask, change } from './ask.ts';

/** The shop's opening hours (Kathmandu time), dated closures and delivery area. */

/**
 * Checked by the contract's zod schema itself, not a compiled check: the hours' rules (a day's spans
 * in order, each closing after it opens: @chulo/domain's `hoursProblem`) are a refinement JSON Schema
 * cannot say, and the screen that reads these already loads zod to check what it sends back.
 */
const checkShopSettings: AnswerCheck<ShopSettings> = Object.assign(
  (data: unknown): data is ShopSettings => {
    const result = safeParse(ShopSettingsSchema, data);
    checkShopSettings.errors = result.success ? null : result.error.issues.map(({ path, message }) => ({ instancePath: `/${path.join('/')}`, message }));
    return result.success;
  },
  { errors: null },
);

export function getShopSettings(api: ApiConnection): Promise<ShopSettings> {
  return ask(api, { to: endpoint.getShopSettings, check: checkShopSettings });
}

/** The hours, the closures or the delivery area (null: no limit), or several at once; answers all of them as they now are. */
export async function changeShopSettings(api: ApiConnection, settingsChange: ShopSettingsChange, csrfToken: string): Promise<ShopSettings> {
  const request = { to: endpoint.changeShopSettings, body: settingsChange };
  checkRequest(ShopSettingsChangeSchema, request);
  return change(api, csrfToken, { ...request, check: checkShopSettings });
}
