import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, startServerProcess } from '@chulo/test-lab';
import { loadConfig } from './config.ts';
import { useTestShop } from './testing/test-shop.ts';

const PARTNER = 'https://momo-house.example';
const STRANGER = 'https://elsewhere.example';

function preflight(baseUrl: string, path: string, origin: string, method = 'POST') {
  return fetch(baseUrl + path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,idempotency-key' },
  });
}

describe('another site calling the API', () => {
  const { shop } = useTestShop('sqlite', { env: { CORS_ORIGINS: `${PARTNER}, https://pizza-partner.example:8443`, PUBLIC_URL: 'https://chulo.example/' } });

  it('gets its preflight answered when it is on the list, for the methods and headers the client sends', async () => {
    const answer = await preflight(shop.baseUrl, '/api/order', PARTNER);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH');
    expect(answer.headers.get('access-control-allow-headers')).toBe('accept, content-type, idempotency-key');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/origin/i);
  });

  it('reads the menu with the CORS header naming it, and the ETag exposed', async () => {
    const answer = await fetch(`${shop.baseUrl}/api/menu`, { headers: { origin: 'https://pizza-partner.example:8443' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://pizza-partner.example:8443');
    expect(answer.headers.get('access-control-expose-headers')).toBe('etag');
  });

  it('gets no CORS header when it is not on the list', async () => {
    const answer = await preflight(shop.baseUrl, '/api/order', STRANGER);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const menu = await fetch(`${shop.baseUrl}/api/menu`, { headers: { origin: STRANGER } });
    expect(menu.status).toBe(200);
    expect(menu.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never opens the staff API, even to a listed site', async () => {
    for (const path of ['/api/staff/login', '/api/staff/orders', '/api/staff/session']) {
      const answer = await preflight(shop.baseUrl, path, PARTNER);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const session = await fetch(`${shop.baseUrl}/api/staff/session`, { headers: { origin: PARTNER } });
    expect(session.status).toBe(401);
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names images by the public address, and lets other sites display them', async () => {
    const menu = (await (await fetch(`${shop.baseUrl}/api/menu`)).json()) as { data: { id: number; imageUrl: string }[] };
    const [first] = menu.data;
    expect(first!.imageUrl).toBe(`https://chulo.example/images/pizzas/${first!.id}.svg`);
    const image = await fetch(`${shop.baseUrl}/images/pizzas/${first!.id}.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The API's answers stay readable only through CORS.
    expect((await fetch(`${shop.baseUrl}/api/menu`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('an API without CORS_ORIGINS', () => {
  const { shop } = useTestShop('sqlite');

  it('answers no site with CORS headers, as a same-origin API', async () => {
    const answer = await preflight(shop.baseUrl, '/api/order', PARTNER);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const menu = await fetch(`${shop.baseUrl}/api/menu`, { headers: { origin: PARTNER } });
    expect(menu.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps image addresses on this site', async () => {
    const menu = (await (await fetch(`${shop.baseUrl}/api/menu`)).json()) as { data: { id: number; imageUrl: string }[] };
    expect(menu.data[0]!.imageUrl).toBe(`/images/pizzas/${menu.data[0]!.id}.svg`);
  });
});

describe('the cross-origin settings', () => {
  it('refuse an origin with a path or another scheme, and a public address that is not http(s)', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example/menu' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://shop.example' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ PUBLIC_URL: 'chulo.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example/, http://b.example:8080' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});

describe('CORS_ORIGINS without PUBLIC_URL', () => {
  it.each([
    ['warns at start-up: other sites would get relative image addresses', { CORS_ORIGINS: PARTNER }, true],
    ['starts quietly with PUBLIC_URL set', { CORS_ORIGINS: PARTNER, PUBLIC_URL: 'https://chulo.example' }, false],
  ])('%s', { timeout: 60_000 }, async (_behaviour, env, warned) => {
    const database = await createTestDatabase('sqlite');
    onTestFinished(() => database.drop());
    const server = await startServerProcess({ built: true, databaseUrl: database.url, env });
    onTestFinished(() => server.stop());
    const warning = /"level":40,.*"msg":"CORS_ORIGINS is set but PUBLIC_URL is not/;
    if (warned) expect(server.output()).toMatch(warning);
    else expect(server.output()).not.toMatch(warning);
  });
});
