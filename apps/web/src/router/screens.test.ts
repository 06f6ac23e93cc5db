import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/test-store.tsx';
import { createRoutes } from './routes.tsx';
import { screenAt } from './screens.ts';

/** The screen the router itself finds at `pathname`: its route's id is the screen's name. */
function routerScreen(pathname: string) {
  const matches = matchRoutes(createRoutes(createTestStore().store), pathname);
  const leaf = matches?.at(-1);
  return leaf ? { screen: leaf.route.id, params: leaf.params } : null;
}

describe('finding the screen without the router', () => {
  it.each([
    '/',
    '/menu',
    '/menu/',
    '/MENU',
    '/cart',
    '/order/new',
    '/Order/New',
    '/order/WF23FG66',
    '/order/WF23FG66/',
    '/order/wf23%20fg66',
    '/kitchen',
    '/kitchen/menu',
    '/kitchen/login',
    '/kitchen/staff',
    '/kitchen/shop',
    '/kitchen/sales',
    '/kitchen/history',
    '/order',
    '/order/WF23FG66/extra',
    '/nowhere',
    '/kitchen/nowhere',
  ])('finds what the router finds at %s', (pathname) => {
    expect(screenAt(pathname)).toEqual(routerScreen(pathname));
  });

  it('reads the order id from an order page’s path', () => {
    expect(screenAt('/order/WF23FG66')).toEqual({ screen: 'order', params: { orderId: 'WF23FG66' } });
  });
});
