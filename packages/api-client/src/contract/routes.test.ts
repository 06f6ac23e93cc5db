import { describe, expect, it } from 'vitest';
import * as customer from './customer-endpoints.ts';
import { pathTo } from './endpoints.ts';
import * as kitchen from './staff-endpoints.ts';

const endpoints = { ...customer, ...kitchen };
import { errorAnswers, routes } from './routes.ts';

const table = Object.entries(routes);

describe('the route table', () => {
  it('names every endpoint once, under the name the client calls it by', () => {
    const calls = Object.entries(endpoints);
    expect(table.map(([name]) => name).sort()).toEqual(calls.map(([name]) => name).sort());
    for (const [name, route] of table) expect(route, name).toMatchObject(endpoints[name as keyof typeof routes]);
  });

  it('gives each method and path to one route only', () => {
    const addresses = table.map(([, { method, path }]) => `${method} ${path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('has a schema for every path parameter', () => {
    for (const [name, route] of table) {
      const named = [...route.path.matchAll(/:(\w+)/g)].map(([, parameter]) => parameter);
      const described = 'params' in route ? Object.keys(route.params.def.shape) : [];
      expect(described.sort(), name).toEqual(named.sort());
    }
  });

  it('lists the refusals of each route’s kind: sign-in and CSRF for staff, limits, lookups that miss, live pages, an unavailable database', () => {
    const statuses = (name: keyof typeof routes) => errorAnswers(routes[name]).map(({ status }) => status);
    expect(statuses('getMenu')).toEqual([503]);
    expect(statuses('createOrder')).toEqual([400, 400, 400, 400, 400, 503, 409, 422, 400, 422, 422, 429, 429, 409, 429, 503]);
    // A phone order's own refusals, those of any order, and a staff change's; no customer's bounds, keys or pause.
    expect(statuses('takePhoneOrder')).toEqual([400, 400, 400, 400, 400, 503, 409, 422, 400, 422, 409, 401, 403, 403, 503]);
    expect(statuses('addPizza')).toEqual([400, 409, 401, 403, 403, 403, 503]);
    expect(statuses('getOrder')).toEqual([400, 404, 429, 503]);
    expect(statuses('followOrder')).toEqual([400, 404, 429, 429, 503, 503]);
    expect(statuses('getSession')).toEqual([401, 503]);
    expect(statuses('moveOrder')).toEqual([400, 400, 404, 409, 409, 401, 403, 403, 503]);
  });

  it('writes refusals as sentences, never prefixed with a field’s code name', () => {
    for (const [name, route] of table) {
      for (const { message } of errorAnswers(route)) expect(message, name).toMatch(/^[A-Z]/);
    }
  });
});

describe('pathTo', () => {
  it('fills each parameter, encoded', () => {
    expect(pathTo(endpoints.getOrder, { id: 'K7M2 P9/QX' })).toBe('/api/order/K7M2%20P9%2FQX');
    expect(pathTo(endpoints.editPizza, { pizzaId: 7 })).toBe('/api/staff/menu/7');
    expect(pathTo(endpoints.getMenu, {})).toBe('/api/menu');
  });
});
