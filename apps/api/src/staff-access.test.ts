import { describe, expect, it } from 'vitest';
import { messages, routes, type Route } from '@chulo/api-client/contract';
import { staffHeaders } from '@chulo/test-lab';
import { useOwnerAndCook, useTestShop } from './testing/test-shop.ts';

const PASSWORD = 'who is asking first';
const SAFE_METHODS = new Set(['GET', 'HEAD']);

const staffOnly = Object.entries(routes as Record<string, Route>).filter(([, route]) => route.access !== 'anyone');
const changes = staffOnly.filter(([, route]) => !SAFE_METHODS.has(route.method));
const ownersOnly = staffOnly.filter(([, route]) => route.access === 'owner');
const takingABody = staffOnly.filter(([, route]) => route.body !== undefined || route.upload !== undefined);

/** The route's address with well-formed parameters: what is refused is who asks, or the body. */
const addressOf = (route: Route) => route.path.replace(':pizzaId', '1').replace(':username', 'ram').replace(':id', 'K7M2P9QX');

/** A body no staff route takes: an array where every route's schema wants an object, or a picture's bytes. */
const BOGUS_BODY = '["not", "what", "any", "route", "takes"]';

describe('staff routes ask who is calling before reading what they were sent', () => {
  const { shop } = useTestShop('sqlite', { env: { KITCHEN_AUTOPILOT: '0' } });
  const staff = useOwnerAndCook(shop, PASSWORD);


  async function send(route: Route, headers: Record<string, string> = {}) {
    const withBody = !SAFE_METHODS.has(route.method);
    const response = await fetch(shop.baseUrl + addressOf(route), {
      method: route.method,
      headers: withBody ? { 'content-type': route.upload ? route.upload.mediaTypes[0]! : 'application/json', ...headers } : headers,
      body: withBody ? BOGUS_BODY : undefined,
    });
    return { status: response.status, json: await response.json() };
  }

  it.each(staffOnly)('%s: a stranger without a session gets 401, not the schema’s complaints', async (_name, route) => {
    expect(await send(route)).toEqual({ status: 401, json: { status: 'fail', message: messages.SIGN_IN_NEEDED } });
  });

  it.each(ownersOnly)('%s: the kitchen gets 403 for an owners’ route, before its body is looked at', async (_name, route) => {
    expect(await send(route, staffHeaders(staff.kitchen))).toEqual({ status: 403, json: { status: 'fail', message: messages.OWNERS_ONLY } });
  });

  it.each(changes)('%s: a change from another site’s page is refused as such, even with a session', async (_name, route) => {
    const fromElsewhere = await send(route, { ...staffHeaders(staff.owner), 'sec-fetch-site': 'cross-site' });
    expect(fromElsewhere).toEqual({ status: 403, json: { status: 'fail', message: messages.CROSS_SITE } });
  });

  it.each(takingABody)('%s: only someone allowed to call it hears what is wrong with the body', async (_name, route) => {
    const refused = await send(route, staffHeaders(staff.owner));
    if (route.upload) {
      expect(refused).toEqual({ status: 415, json: { status: 'fail', message: messages.PHOTO_NOT_AN_IMAGE } });
    } else {
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ status: 'fail', issues: expect.any(Array) });
    }
  });
});
