import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidAnswerError, isSignedOut, logFailure, NetworkError } from './errors.ts';

const request = { method: 'GET', path: '/api/staff/orders' };

describe('the errors of a call', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tell a lost staff session from every other failure', () => {
    expect(isSignedOut(new HttpError('Please sign in', { ...request, status: 401, serverMessage: 'Please sign in' }))).toBe(true);
    expect(isSignedOut(new HttpError('Forbidden', { ...request, status: 403, serverMessage: null }))).toBe(false);
    expect(isSignedOut(new NetworkError('Offline', request))).toBe(false);
    expect(isSignedOut({ status: 401 })).toBe(false);
  });

  it('are logged for the operator with the request and what went wrong, except a lost session', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError('Failed to fetch');
    logFailure(new HttpError('Failed', { ...request, status: 409, serverMessage: 'Order #A is delivered' }));
    logFailure(new HttpError('Failed', { ...request, status: 502, serverMessage: null }));
    logFailure(new NetworkError('Failed', { ...request, cause }));
    logFailure(new InvalidAnswerError('Failed', { ...request, reason: '/0/id must be integer' }));
    logFailure(new HttpError('Please sign in', { ...request, status: 401, serverMessage: 'Please sign in' }));
    expect(logged.mock.calls).toEqual([
      ['[api] GET /api/staff/orders failed with 409: Order #A is delivered'],
      ['[api] GET /api/staff/orders failed with 502: no message'],
      ['[api] GET /api/staff/orders failed: no answer', cause],
      ['[api] GET /api/staff/orders failed: unexpected answer (/0/id must be integer)'],
    ]);
  });
});
