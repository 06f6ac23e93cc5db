import { describe, expect, it } from 'vitest';
import checkPizza from '@chulo/api-client/contract?schema=PizzaSchema&check';
import { jsonAnswer as answer, useFakeFetch } from '../testing/fake-fetch.ts';
import { MARGHERITA } from '../testing/pizzas.ts';
import { ApiError, apiCall } from './api.ts';

describe('the API client', () => {
  const fetchMock = useFakeFetch();
  const readThing = () => apiCall({ method: 'GET', path: '/api/thing', answer: checkPizza, failure: 'Failed getting thing' });

  it('answers the data of a success, checked against the schema', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: MARGHERITA }));
    await expect(readThing()).resolves.toEqual(MARGHERITA);
  });

  it.each([
    ['a failed call', () => answer(503, { status: 'error', message: 'The shop is briefly unavailable.' })],
    ['data of the wrong shape', () => answer(200, { status: 'success', data: { ...MARGHERITA, name: 42 } })],
    ['an answer that is not a success', () => answer(200, { status: 'fail', data: MARGHERITA })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])("turns %s into the customer's message, and logs the cause", async (_case, response) => {
    fetchMock.mockResolvedValueOnce(response());
    const error = await readThing().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed getting thing');
    expect(console.error).toHaveBeenCalledWith('[api] GET /api/thing failed', expect.any(Error));
  });

  it("turns a network failure into the customer's message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(readThing()).rejects.toThrow(new ApiError('Failed getting thing'));
  });

  it('sends JSON and reads nothing back from a call made for its effect', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', data: { whatever: true } }));
    const call = apiCall({ method: 'PATCH', path: '/api/order/ABC', body: { priority: true }, failure: 'Failed updating your order' });
    await expect(call).resolves.toBeUndefined();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/order/ABC');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ priority: true });
  });
});
