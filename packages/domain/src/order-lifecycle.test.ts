import { describe, expect, it } from 'vitest';
import { canMove, NEXT_STATUS, ORDER_STATUSES } from './order-lifecycle.ts';

describe('the order lifecycle', () => {
  it('moves forward one step at a time', () => {
    expect(canMove('preparing', 'baking')).toBe(true);
    expect(canMove('baking', 'delivering')).toBe(true);
    expect(canMove('delivering', 'delivered')).toBe(true);
    expect(canMove('preparing', 'delivering')).toBe(false);
    expect(canMove('preparing', 'delivered')).toBe(false);
  });

  it('never moves backward', () => {
    expect(canMove('baking', 'preparing')).toBe(false);
    expect(canMove('delivering', 'baking')).toBe(false);
    expect(canMove('delivered', 'delivering')).toBe(false);
  });

  it('cancels anything not yet delivered', () => {
    for (const status of ['preparing', 'baking', 'delivering'] as const) expect(canMove(status, 'cancelled')).toBe(true);
  });

  it('changes nothing after delivered or cancelled', () => {
    for (const closed of ['delivered', 'cancelled'] as const) {
      expect(NEXT_STATUS[closed]).toBeNull();
      for (const to of ORDER_STATUSES) expect(canMove(closed, to)).toBe(false);
    }
  });
});
