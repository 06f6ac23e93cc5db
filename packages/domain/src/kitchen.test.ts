import { describe, expect, it } from 'vitest';
import {
  byKitchenTurn,
  deliveryMinutes,
  dueStatus,
  estimateDelivery,
  estimateOnMove,
  type KitchenTurn,
  planKitchen,
  type QueuedOrder,
} from './kitchen.ts';
import { MINUTE } from './time.ts';

const settings = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };
const now = Date.UTC(2026, 10, 22, 12, 0);

function order(id: string, pizzaCount: number, priority = false, queuedAt = now): QueuedOrder {
  return { id, pizzaCount, priority, createdAt: queuedAt, queuedAt };
}

describe('the kitchen’s turn', () => {
  const ids = (orders: KitchenTurn[]) => [...orders].sort(byKitchenTurn).map((turn) => turn.id);
  const turn = (id: string, minute: number, priority = false): KitchenTurn => ({ id, priority, queuedAt: now + minute * MINUTE });

  it('puts priority orders first, then the longest waiting', () => {
    expect(ids([turn('NEWEST', 20), turn('PRIORITY-LATE', 15, true), turn('OLDEST', 0), turn('PRIORITY-EARLY', 10, true)])).toEqual([
      'PRIORITY-EARLY',
      'PRIORITY-LATE',
      'OLDEST',
      'NEWEST',
    ]);
  });

  it('settles a tie by the id, whatever order the orders come in', () => {
    expect(ids([turn('C', 0), turn('A', 0), turn('B', 0)])).toEqual(['A', 'B', 'C']);
    expect(ids([turn('B', 0), turn('C', 0), turn('A', 0)])).toEqual(['A', 'B', 'C']);
    expect(byKitchenTurn(turn('A', 0), turn('A', 0))).toBe(0);
  });

  it('compares ids by their characters’ codes, as the database sorts them, whatever the device’s language', () => {
    expect(ids([turn('b', 0), turn('B', 0), turn('a', 0), turn('2', 0), turn('A', 0)])).toEqual(['2', 'A', 'B', 'a', 'b']);
  });

  describe('of two orders made priority in the opposite order from their placing', () => {
    // EARLY was placed at 12:00 and LATE at 12:05; LATE became priority at 12:10, EARLY at 12:15.
    const early: QueuedOrder = { id: 'EARLY', pizzaCount: 10, priority: true, createdAt: now, queuedAt: now + 15 * MINUTE };
    const late: QueuedOrder = { id: 'LATE', pizzaCount: 10, priority: true, createdAt: now + 5 * MINUTE, queuedAt: now + 10 * MINUTE };

    it('comes by when each became priority, not by when it was placed', () => {
      expect(ids([early, late])).toEqual(['LATE', 'EARLY']);
    });

    it('is the order their estimates follow', () => {
      const plan = planKitchen([early, late], settings, now + 15 * MINUTE);
      expect(plan.get('LATE')).toBeLessThan(plan.get('EARLY') as number);
    });
  });
});

describe('the kitchen plan', () => {
  it('gives a lone small order the minimum kitchen time plus the ride', () => {
    expect(estimateDelivery({ priority: false, createdAt: now }, 2, settings, now)).toBe(now + 32 * MINUTE);
  });

  it('makes an order wait for the pizzas queued ahead of it', () => {
    const plan = planKitchen([order('A', 30, false, now - 2), order('B', 10, false, now - 1)], settings, now);
    expect(plan.get('A')).toBe(now + (30 + 20) * MINUTE);
    expect(plan.get('B')).toBe(now + (40 + 20) * MINUTE);
  });

  it('bakes priority orders first and delivers them faster', () => {
    const plan = planKitchen([order('A', 30, false, now - 2), order('P', 20, true, now - 1)], settings, now);
    expect(plan.get('P')).toBe(now + (20 + 15) * MINUTE);
    expect(plan.get('A')).toBe(now + (50 + 20) * MINUTE);
  });

  it('takes orders queued at the same moment in the id’s order', () => {
    const plan = planKitchen([order('B', 30), order('A', 30)], settings, now);
    expect(plan.get('A')).toBe(now + (30 + 20) * MINUTE);
    expect(plan.get('B')).toBe(now + (60 + 20) * MINUTE);
  });

  it('brings an order forward when it becomes priority, even alone in the kitchen', () => {
    const created = now - 5 * MINUTE;
    const before = estimateDelivery({ priority: false, createdAt: created }, 3, settings, now);
    const after = estimateDelivery({ priority: true, createdAt: created }, 3, settings, now);
    expect(after).toBeLessThan(before);
  });

  it('paces the queue by the kitchen capacity', () => {
    const faster = { ...settings, pizzasPerHour: 120 };
    expect(planKitchen([order('A', 60)], faster, now).get('A')).toBe(now + (30 + 20) * MINUTE);
  });

  it('keeps an order for later at the time asked for, unless the queue ahead makes it later', () => {
    const deliverAt = now + 45 * MINUTE;
    const later = { ...order('L', 2), deliverAt };
    expect(planKitchen([later], settings, now).get('L')).toBe(deliverAt);
    expect(planKitchen([order('A', 40), later], settings, now).get('L')).toBe(now + (42 + 20) * MINUTE);
  });

  it('does not reorder the queue it is given', () => {
    const queue = [order('B', 1, false, now), order('A', 1, true, now)];
    planKitchen(queue, settings, now);
    expect(queue.map((queued) => queued.id)).toEqual(['B', 'A']);
  });
});

describe('the ride', () => {
  it('is three quarters of a shared ride, rounded up, for a priority order', () => {
    expect(deliveryMinutes(false, settings)).toBe(20);
    expect(deliveryMinutes(true, settings)).toBe(15);
    expect(deliveryMinutes(true, { ...settings, deliveryMinutes: 25 })).toBe(19);
  });

  it('sets the estimate when the rider leaves and when the order is delivered', () => {
    expect(estimateOnMove('delivering', false, settings, now)).toBe(now + 20 * MINUTE);
    expect(estimateOnMove('delivering', true, settings, now)).toBe(now + 15 * MINUTE);
    expect(estimateOnMove('delivered', false, settings, now)).toBe(now);
  });

  it('leaves the estimate to the plan for any other move', () => {
    for (const status of ['preparing', 'baking', 'cancelled'] as const) expect(estimateOnMove(status, false, settings, now)).toBeNull();
  });
});

describe('the schedule of a kitchen that runs by itself', () => {
  const createdAt = now;
  const scheduled = { priority: false, createdAt, estimatedDelivery: createdAt + 32 * MINUTE };

  it('bakes halfway to departure, sends the rider when the ride must start, delivers on the estimate', () => {
    expect(dueStatus({ ...scheduled, status: 'preparing' }, settings, createdAt + 5 * MINUTE)).toBeNull();
    expect(dueStatus({ ...scheduled, status: 'preparing' }, settings, createdAt + 6 * MINUTE)).toBe('baking');
    expect(dueStatus({ ...scheduled, status: 'baking' }, settings, createdAt + 11 * MINUTE)).toBeNull();
    expect(dueStatus({ ...scheduled, status: 'baking' }, settings, createdAt + 12 * MINUTE)).toBe('delivering');
    expect(dueStatus({ ...scheduled, status: 'delivering' }, settings, createdAt + 31 * MINUTE)).toBeNull();
    expect(dueStatus({ ...scheduled, status: 'delivering' }, settings, createdAt + 32 * MINUTE)).toBe('delivered');
  });

  it('sends a priority order’s own rider later, as its ride is shorter', () => {
    const priority = { ...scheduled, priority: true, status: 'baking' as const };
    expect(dueStatus(priority, settings, createdAt + 16 * MINUTE)).toBeNull();
    expect(dueStatus(priority, settings, createdAt + 17 * MINUTE)).toBe('delivering');
  });

  it('counts an order for later’s time in the kitchen from when its baking must start, not from when it was placed', () => {
    const later = { ...scheduled, status: 'preparing' as const, estimatedDelivery: createdAt + 4 * 60 * MINUTE, bakeFrom: createdAt + 4 * 60 * MINUTE - 32 * MINUTE };
    expect(dueStatus(later, settings, createdAt + 2 * 60 * MINUTE)).toBeNull();
    expect(dueStatus(later, settings, later.bakeFrom + 5 * MINUTE)).toBeNull();
    expect(dueStatus(later, settings, later.bakeFrom + 6 * MINUTE)).toBe('baking');
  });

  it('leaves finished orders alone', () => {
    expect(dueStatus({ ...scheduled, status: 'delivered' }, settings, createdAt + 99 * MINUTE)).toBeNull();
    expect(dueStatus({ ...scheduled, status: 'cancelled' }, settings, createdAt + 99 * MINUTE)).toBeNull();
  });
});
