import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call.ts';
import * as endpoint from './contract/customer-endpoints.ts';
import { createApiConnection } from './connection.ts';
import { ApiError, HttpError, InvalidAnswerError, NetworkError } from './errors.ts';
import checkMenu from './generated/menu.ts';
import { fakeConnection, requestsOf } from './testing/fake-connection.ts';
import { jsonAnswer, success } from './testing/answers.ts';
import { MARGHERITA } from './testing/samples.ts';

const readMenu = (api = fakeConnection().api) => call(api, { to: endpoint.getMenu, check: checkMenu, failure: 'Failed getting menu' });

describe('a call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the data of a success once the check has passed it', async () => {
    const { api, fetch, failures } = fakeConnection();
    fetch.mockResolvedValueOnce(success([MARGHERITA]));
    await expect(readMenu(api)).resolves.toEqual([MARGHERITA]);
    expect(failures).toEqual([]);
  });

  it('sends JSON to the path under the base URL, with its headers', async () => {
    const { api, fetch } = fakeConnection('https://shop.example/');
    fetch.mockResolvedValueOnce(success({ whatever: true }));
    await call(api, { to: endpoint.makeOrderPriority, params: { id: 'ABC' }, body: { priority: true }, headers: { 'x-extra': '1' }, failure: 'Failed' });
    const [request] = requestsOf(fetch);
    expect(request).toMatchObject({ url: 'https://shop.example/api/order/ABC', method: 'PATCH', body: { priority: true } });
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('x-extra')).toBe('1');
  });

  it('sends no content type without a body', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success([MARGHERITA]));
    await readMenu(api);
    expect(requestsOf(fetch)[0]?.headers.has('content-type')).toBe(false);
  });

  it('reads nothing of the answer to a call made for its effect', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(success({ id: 'ABC', priority: true }));
    await expect(call(api, { to: endpoint.makeOrderPriority, params: { id: 'ABC' }, body: { priority: true }, failure: 'Failed' })).resolves.toBeUndefined();
  });

  it('turns a refusal into an HttpError with the status and the server’s own message, and the call’s message', async () => {
    const { api, fetch, failures } = fakeConnection();
    fetch.mockResolvedValueOnce(jsonAnswer(503, { status: 'error', message: 'The shop is briefly unavailable.' }));
    const error = await readMenu(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      name: 'HttpError',
      message: 'Failed getting menu',
      status: 503,
      serverMessage: 'The shop is briefly unavailable.',
      method: 'GET',
      path: '/api/menu',
    });
    expect(failures).toEqual([error]);
  });

  it('keeps serverMessage null when a refusal carries no message (a proxy’s HTML page)', async () => {
    const { api, fetch } = fakeConnection();
    fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(readMenu(api)).rejects.toMatchObject({ kind: 'http', status: 502, serverMessage: null, message: 'Failed getting menu' });
  });

  it('turns a failed request into a NetworkError that keeps its cause', async () => {
    const { api, fetch, failures } = fakeConnection();
    const cause = new TypeError('Failed to fetch');
    fetch.mockRejectedValueOnce(cause);
    const error = await readMenu(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', message: 'Failed getting menu', cause });
    expect(failures).toEqual([error]);
  });

  it.each([
    ['data of the wrong shape', () => success([{ ...MARGHERITA, unitPrice: -1 }]), '/0/unitPrice must be >= 0'],
    ['data missing a field', () => success([{ ...MARGHERITA, name: undefined }]), "/0 must have required property 'name'"],
    ['an answer that is not a success', () => jsonAnswer(200, { status: 'fail', data: [MARGHERITA] }), 'status "fail"'],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 }), 'no JSON'],
    ['an answer without the envelope', () => jsonAnswer(200, [MARGHERITA]), 'status undefined'],
  ])('turns %s into an InvalidAnswerError that says where it differs', async (_case, answer, reason) => {
    const { api, fetch, failures } = fakeConnection();
    fetch.mockResolvedValueOnce(answer());
    const error = await readMenu(api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toMatchObject({ kind: 'invalid-answer', message: 'Failed getting menu', reason });
    expect(failures).toEqual([error]);
  });

  describe('with its check still loading', () => {
    const readMenuChecking = (api: ReturnType<typeof fakeConnection>['api'], check: Promise<typeof checkMenu>) =>
      call(api, { to: endpoint.getMenu, check, failure: 'Failed getting menu' });

    it('checks the answer once the check has come, and answers its data', async () => {
      const { api, fetch } = fakeConnection();
      fetch.mockResolvedValueOnce(success([{ ...MARGHERITA, unitPrice: -1 }]));
      fetch.mockResolvedValueOnce(success([MARGHERITA]));
      let arrive = (_check: typeof checkMenu) => {};
      let outcome: unknown;
      const reading = readMenuChecking(api, new Promise((resolve) => (arrive = resolve))).catch((failure: unknown) => failure);
      void reading.then((settled) => (outcome = settled));
      // The answer is in, and read; the call still waits for its check.
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
      await new Promise((resolve) => setTimeout(resolve));
      expect(outcome).toBeUndefined();
      arrive(checkMenu);
      expect(await reading).toMatchObject({ kind: 'invalid-answer', reason: '/0/unitPrice must be >= 0' });
      await expect(readMenuChecking(api, Promise.resolve(checkMenu))).resolves.toEqual([MARGHERITA]);
    });

    it('fails as a lost request when the check’s code cannot arrive', async () => {
      const { api, fetch, failures } = fakeConnection();
      fetch.mockResolvedValueOnce(success([MARGHERITA]));
      const cause = new TypeError('Failed to fetch dynamically imported module');
      const error = await readMenuChecking(api, Promise.reject(cause)).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ message: 'Failed getting menu', cause });
      expect(failures).toEqual([error]);
    });

    it('leaves no rejection unhandled when the request fails first', async () => {
      const { api, fetch } = fakeConnection();
      fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      try {
        await expect(readMenuChecking(api, Promise.reject(new TypeError('no module')))).rejects.toBeInstanceOf(NetworkError);
        // Node reports a rejection nobody handled once the microtasks of the moment have run: a task later.
        await new Promise((resolve) => setTimeout(resolve));
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });
  });

  it('words each failure as the call says, from its kind and the server’s answer', async () => {
    const { api, fetch } = fakeConnection();
    const wording = vi.fn((kind: string, status?: number, serverMessage?: string | null) => `${kind} ${status} ${serverMessage}`);
    fetch.mockResolvedValueOnce(jsonAnswer(409, { status: 'fail', message: 'Already delivered' }));
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    fetch.mockResolvedValueOnce(success({ not: 'a menu' }));
    const ask = () => call(api, { to: endpoint.getMenu, check: checkMenu, failure: wording }).catch((error: Error) => error.message);
    expect([await ask(), await ask(), await ask()]).toEqual(['http 409 Already delivered', 'network undefined undefined', 'invalid-answer undefined undefined']);
  });

  it('uses the global fetch of the moment it calls, and the page’s own origin', async () => {
    const api = createApiConnection({ onFailure: () => {} });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => success([MARGHERITA]));
    vi.stubGlobal('fetch', fetch);
    await expect(readMenu(api)).resolves.toEqual([MARGHERITA]);
    expect(fetch).toHaveBeenCalledWith('/api/menu', expect.objectContaining({ method: 'GET' }));
  });

  it('tells the console of a failure by default, with what the operator needs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => jsonAnswer(500, { status: 'error', message: 'Something went wrong on our side' }));
    await expect(readMenu(createApiConnection())).rejects.toThrow('Failed getting menu');
    expect(logged).toHaveBeenCalledWith('[api] GET /api/menu failed with 500: Something went wrong on our side');
  });
});
