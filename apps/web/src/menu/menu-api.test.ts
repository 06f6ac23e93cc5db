import { describe, expect, it } from 'vitest';
import { jsonAnswer, useFakeFetch } from '../testing/fake-fetch.ts';
import { MARGHERITA as margherita } from '../testing/pizzas.ts';
import { getMenu } from './menu-api.ts';

const menuAnswer = (data: unknown) => jsonAnswer(200, { status: 'success', data });

describe('getMenu', () => {
  const fetchMock = useFakeFetch();

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
