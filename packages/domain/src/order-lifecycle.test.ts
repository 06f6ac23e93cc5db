import { describe, expect, it } from 'vitest';
import { canMove, isOpen, KITCHEN_STATUSES, NEXT_STATUS, OPEN_STATUSES, ORDER_STATUSES } from './order-lifecycle.ts';

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
      expect(isOpen(closed)).toBe(false);
      for (const to of ORDER_STATUSES) expect(canMove(closed, to)).toBe(false);
    }
  });
});

describe('an order awaiting payment', () => {
  it('is moved by no one on staff, not even cancelled: only its payment or its window moves it', () => {
    for (const to of ORDER_STATUSES) expect(canMove('awaiting-payment', to)).toBe(false);
    expect(isOpen('awaiting-payment')).toBe(false);
  });
});

describe('open orders', () => {
  it('are exactly those that can still move on, in the order they come', () => {
    expect(OPEN_STATUSES).toEqual(['preparing', 'baking', 'delivering']);
    expect(ORDER_STATUSES.filter(isOpen)).toEqual(OPEN_STATUSES);
    expect(ORDER_STATUSES.filter((status) => NEXT_STATUS[status] !== null)).toEqual(OPEN_STATUSES);
  });

  it('are in the kitchen until a rider takes them', () => {
    expect(KITCHEN_STATUSES).toEqual(['preparing', 'baking']);
    const riderTakesIt = ORDER_STATUSES.indexOf('delivering');
    expect(OPEN_STATUSES.filter((status) => ORDER_STATUSES.indexOf(status) < riderTakesIt)).toEqual(KITCHEN_STATUSES);
  });
});
