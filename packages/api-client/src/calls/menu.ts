import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { Pizza } from '../contract/index.ts';

/**
 * GET /api/menu: every pizza. Fails with 'Failed getting menu'. The check of the answer, the largest
 * of the client's, loads beside the request, with the first call: a page that arrives with its menu
 * (rendered by a server) never downloads it.
 */
export function getMenu(api: ApiConnection): Promise<Pizza[]> {
  const check = import('../generated/menu.ts').then((module) => module.default);
  return call(api, { to: endpoint.getMenu, check, failure: 'Failed getting menu' });
}
