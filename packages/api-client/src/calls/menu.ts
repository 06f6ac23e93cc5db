import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { Pizza } from '../contract/index.ts';
import checkMenu from '../generated/menu.ts';

/** GET /api/menu: every pizza. Fails with 'Failed getting menu'. */
export function getMenu(api: ApiConnection): Promise<Pizza[]> {
  return call(api, { to: endpoint.getMenu, check: checkMenu, failure: 'Failed getting menu' });
}
