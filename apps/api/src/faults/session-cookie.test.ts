import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestShop } from '../testing/test-shop.ts';

const PASSWORD = 'only over https please';
const SECURE = /;\s*Secure/i;

/** Signs maya in, over the plain http a TLS terminator forwards; answers the session cookie set. */
function useSignIn(env: Record<string, string>) {
  const { shop } = useTestShop('sqlite', { env });
  beforeAll(() => shop.accounts.add('maya', PASSWORD));
  return async (headers: Record<string, string> = {}) => {
    const answer = await call(shop.baseUrl, 'POST', '/api/staff/login', { username: 'maya', password: PASSWORD }, headers);
    expect(answer.status).toBe(200);
    return answer.headers.get('set-cookie') ?? '';
  };
}

describe('the session cookie, when the shop’s public address is https', () => {
  const sessionCookie = useSignIn({ PUBLIC_URL: 'https://chulo.example' });

  it('is Secure even though the request came over plain http from a proxy the server does not trust', async () => {
    expect(await sessionCookie({ 'x-forwarded-proto': 'https' })).toMatch(SECURE);
    expect(await sessionCookie()).toMatch(SECURE);
  });
});

describe('the session cookie, without a public address', () => {
  const sessionCookie = useSignIn({ TRUST_PROXY: '1' });

  it('is Secure when a trusted proxy says the browser came over https, and only then', async () => {
    expect(await sessionCookie({ 'x-forwarded-proto': 'https' })).toMatch(SECURE);
    expect(await sessionCookie()).not.toMatch(SECURE);
  });
});
