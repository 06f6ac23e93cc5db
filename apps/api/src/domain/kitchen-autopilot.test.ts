import { describe, expect, it } from 'vitest';
import { dueStatus } from './kitchen-autopilot.ts';

const settings = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };
const MINUTE = 60_000;
const createdAt = Date.UTC(2026, 10, 22, 12, 0);
const order = { priority: false, createdAt, estimatedDelivery: createdAt + 32 * MINUTE };

describe('the autopilot schedule', () => {
  it('bakes halfway to departure, sends the rider when the ride must start, delivers on the estimate', () => {
    expect(dueStatus({ ...order, status: 'preparing' }, settings, createdAt + 5 * MINUTE)).toBeNull();
    expect(dueStatus({ ...order, status: 'preparing' }, settings, createdAt + 6 * MINUTE)).toBe('baking');
    expect(dueStatus({ ...order, status: 'baking' }, settings, createdAt + 11 * MINUTE)).toBeNull();
    expect(dueStatus({ ...order, status: 'baking' }, settings, createdAt + 12 * MINUTE)).toBe('delivering');
    expect(dueStatus({ ...order, status: 'delivering' }, settings, createdAt + 31 * MINUTE)).toBeNull();
    expect(dueStatus({ ...order, status: 'delivering' }, settings, createdAt + 32 * MINUTE)).toBe('delivered');
  });

  it('leaves finished orders alone', () => {
    expect(dueStatus({ ...order, status: 'delivered' }, settings, createdAt + 99 * MINUTE)).toBeNull();
    expect(dueStatus({ ...order, status: 'cancelled' }, settings, createdAt + 99 * MINUTE)).toBeNull();
  });
});
