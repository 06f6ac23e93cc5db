import { describe, expect, it } from 'vitest';
import { NEXT_STATUS, ORDER_STATUSES } from '@chulo/domain';
import { staffOrder } from '../testing/staff-order.ts';
import { ageText, dueText, kitchenQueue, mapLink, NEXT_STEP } from './kitchen-queue.ts';

const at = (time: string) => `2025-11-22T${time}:00.000Z`;
const ids = (orders: { id: string }[]) => orders.map((order) => order.id);

describe('the kitchen queue', () => {
  it('puts priority orders first, then the longest waiting', () => {
    const queue = kitchenQueue([
      staffOrder({ id: 'NEWEST', createdAt: at('05:20') }),
      staffOrder({ id: 'PRIORITY-LATE', priority: true, createdAt: at('05:15') }),
      staffOrder({ id: 'OLDEST', createdAt: at('05:00') }),
      staffOrder({ id: 'PRIORITY-EARLY', priority: true, createdAt: at('05:10') }),
    ]);
    expect(ids(queue)).toEqual(['PRIORITY-EARLY', 'PRIORITY-LATE', 'OLDEST', 'NEWEST']);
  });

  it('settles orders placed at the same moment by their id, as the server’s plan does', () => {
    const queue = kitchenQueue([staffOrder({ id: 'C', createdAt: at('05:00') }), staffOrder({ id: 'A', createdAt: at('05:00') })]);
    expect(ids(queue)).toEqual(['A', 'C']);
  });

  it('does not reorder the list it is given', () => {
    const orders = [staffOrder({ id: 'B', createdAt: at('05:10') }), staffOrder({ id: 'A', createdAt: at('05:00') })];
    kitchenQueue(orders);
    expect(ids(orders)).toEqual(['B', 'A']);
  });
});

describe('the next-status buttons', () => {
  it('name each step in the kitchen’s words', () => {
    expect(NEXT_STEP.preparing).toEqual({ status: 'baking', label: 'Start baking' });
    expect(NEXT_STEP.baking).toEqual({ status: 'delivering', label: 'Send out for delivery' });
    expect(NEXT_STEP.delivering).toEqual({ status: 'delivered', label: 'Mark delivered' });
    expect(NEXT_STEP.delivered).toBeNull();
    expect(NEXT_STEP.cancelled).toBeNull();
  });

  it('offer exactly the moves the server allows', () => {
    for (const status of ORDER_STATUSES) expect(NEXT_STEP[status]?.status ?? null).toBe(NEXT_STATUS[status]);
  });
});

describe('the age of an order', () => {
  const placed = at('05:00');
  const now = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000;

  it('reads in whole minutes, rounded down, as it ticks by', () => {
    expect(ageText(placed, now(0, 20))).toBe('just now');
    expect(ageText(placed, now(0, 59))).toBe('just now');
    expect(ageText(placed, now(1))).toBe('1 min ago');
    expect(ageText(placed, now(4, 59))).toBe('4 min ago');
    expect(ageText(placed, now(59))).toBe('59 min ago');
  });

  it('counts hours past the hour', () => {
    expect(ageText(placed, now(60))).toBe('1 h ago');
    expect(ageText(placed, now(65))).toBe('1 h 5 min ago');
    expect(ageText(placed, now(150))).toBe('2 h 30 min ago');
  });

  it('says just now when the tablet’s clock runs a little behind the server', () => {
    expect(ageText(placed, now(-1))).toBe('just now');
  });
});

describe('the delivery estimate against the clock', () => {
  const due = at('05:30');
  const now = (minutes: number) => Date.parse(due) - minutes * 60_000;

  it('counts down, then counts how late', () => {
    expect(dueText(due, now(12))).toEqual({ text: 'in 12 min', late: false });
    expect(dueText(due, now(0.2))).toEqual({ text: 'due now', late: false });
    expect(dueText(due, now(-5))).toEqual({ text: '5 min late', late: true });
  });
});

describe('links for the rider', () => {
  it('opens the delivery spot on OpenStreetMap', () => {
    expect(mapLink('27.7154,85.3123')).toBe('https://www.openstreetmap.org/?mlat=27.7154&mlon=85.3123#map=17/27.7154/85.3123');
    expect(mapLink('27.7154, 85.3123')).toBe('https://www.openstreetmap.org/?mlat=27.7154&mlon=85.3123#map=17/27.7154/85.3123');
  });

  it('gives no map link without a position', () => {
    expect(mapLink('')).toBeNull();
    expect(mapLink('somewhere')).toBeNull();
  });
});
