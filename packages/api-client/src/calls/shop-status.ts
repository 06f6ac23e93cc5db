import { call } from '../call.ts';
import type { ApiConnection } from '../connection.ts';
import * as endpoint from '../contract/customer-endpoints.ts';
import type { ShopStatus } from '../contract/index.ts';
import checkShopStatus from '../generated/shop-status.ts';

/**
 * GET /api/shop: whether the shop takes orders now, when it opens next and how far it delivers,
 * for the order form to say so before the customer sends anything. Fails with 'Failed getting the
 * shop’s hours'; the server still decides on each order.
 */
export function getShopStatus(api: ApiConnection): Promise<ShopStatus> {
  return call(api, { to: endpoint.getShopStatus, check: checkShopStatus, failure: 'Failed getting the shop’s hours' });
}
