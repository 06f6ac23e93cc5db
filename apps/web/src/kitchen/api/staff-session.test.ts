import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@chulo/api-client';
import { afterSignIn, asStaff, currentSession, forgetSession, signInPath } from './staff-session.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** The staff API's refusal of a change, as the client throws it. */
const refused = (status: number, message: string) =>
  new HttpError(message, { method: 'PATCH', path: '/api/staff/orders/ABCD2345', status, serverMessage: message });
const session = (csrfToken: string) => ({ status: 'success', data: { username: 'maya', csrfToken, expiresAt: Date.now() + 60_000 } });

describe('the staff session', () => {
  beforeEach(() => forgetSession());
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once, then remembers', async () => {
    const fetch = vi.fn(async () => json(200, session('first')));
    vi.stubGlobal('fetch', fetch);
    expect(await currentSession()).toMatchObject({ username: 'maya', csrfToken: 'first' });
    expect(await currentSession()).toMatchObject({ csrfToken: 'first' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is null when signed out, and asks again later', async () => {
    const fetch = vi.fn(async () => json(401, { status: 'fail', message: 'Please sign in to the kitchen' }));
    vi.stubGlobal('fetch', fetch);
    expect(await currentSession()).toBeNull();
    forgetSession();
    expect(await currentSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('renews a stale CSRF token once when another sign-in replaced the session', async () => {
    const tokens = ['stale', 'fresh'];
    vi.stubGlobal('fetch', vi.fn(async () => json(200, session(tokens.shift() ?? 'none'))));
    const change = vi.fn(async (csrfToken: string) => {
      if (csrfToken === 'stale') throw refused(403, 'This request is missing its security token: please reload the page');
      return `done with ${csrfToken}`;
    });
    expect(await asStaff(change)).toBe('done with fresh');
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('does not retry any other failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, session('token'))));
    const change = vi.fn(async () => {
      throw refused(409, 'Order #ABCD2345 is delivered: it cannot become baking');
    });
    await expect(asStaff(change)).rejects.toThrow('it cannot become baking');
    expect(change).toHaveBeenCalledTimes(1);
  });
});

describe('coming back after signing in', () => {
  it('returns to the kitchen page staff came from', () => {
    expect(signInPath('/kitchen/menu')).toBe('/kitchen/login?next=%2Fkitchen%2Fmenu');
    expect(afterSignIn('/kitchen/menu')).toBe('/kitchen/menu');
    expect(afterSignIn('/kitchen?status=baking')).toBe('/kitchen?status=baking');
    expect(signInPath('/kitchen')).toBe('/kitchen/login');
  });

  it('never leaves the kitchen for another page or site', () => {
    for (const next of [null, '', 'https://evil.example/kitchen', '//evil.example', '/order/ABC', '/kitchenette', '/kitchen/login']) {
      expect(afterSignIn(next)).toBe('/kitchen');
    }
  });
});
