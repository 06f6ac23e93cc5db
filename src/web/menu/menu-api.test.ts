import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMenu } from './menu-api.ts';

const margherita = {
  id: 1,
  name: 'Margherita',
  unitPrice: 650,
  ingredients: ['tomato', 'mozzarella', 'basil'],
  soldOut: false,
  imageUrl: '/images/pizzas/1.svg',
};

const menuAnswer = (data: unknown) => new Response(JSON.stringify({ status: 'success', data }), { status: 200 });

describe('getMenu', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the pizzas of GET /api/menu, checked against the shared schema', async () => {
    fetchMock.mockResolvedValueOnce(menuAnswer([margherita]));
    await expect(getMenu()).resolves.toEqual([margherita]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/menu');
  });

  it.each([
    ['a pizza without a price', [{ ...margherita, unitPrice: undefined }]],
    ['a negative price', [{ ...margherita, unitPrice: -1 }]],
    ['a pizza id that is not a whole number', [{ ...margherita, id: 1.5 }]],
    ['something other than a list', { pizzas: [margherita] }],
  ])("refuses %s with SPEC §8's message", async (_case, data) => {
    fetchMock.mockResolvedValueOnce(menuAnswer(data));
    await expect(getMenu()).rejects.toThrow('Failed getting menu');
  });
});
