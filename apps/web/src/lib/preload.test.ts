import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preload.ts';

describe('work started before the app has arrived', () => {
  it('is taken over by the next load for the same key instead of being done twice', async () => {
    const fetchOrder = vi.fn(async (id: string) => ({ id }));
    const order = preloadable(fetchOrder);
    order.preload('ABC');
    await expect(order.load('ABC')).resolves.toEqual({ id: 'ABC' });
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });

  it('serves one load only: the next loads fetch afresh', async () => {
    const fetchOrder = vi.fn(async (id: string) => ({ id }));
    const order = preloadable(fetchOrder);
    order.preload('ABC');
    await order.load('ABC');
    await order.load('ABC');
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('is not used for another key', async () => {
    const fetchOrder = vi.fn(async (id: string) => ({ id }));
    const order = preloadable(fetchOrder);
    order.preload('ABC');
    await expect(order.load('XYZ')).resolves.toEqual({ id: 'XYZ' });
    expect(fetchOrder).toHaveBeenCalledWith('XYZ');
  });
});
