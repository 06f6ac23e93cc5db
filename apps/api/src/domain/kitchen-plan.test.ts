import { describe, expect, it } from 'vitest';
import { estimateDelivery, planKitchen, type QueuedOrder } from './kitchen-plan.ts';

const settings = { pizzasPerHour: 60, minMinutes: 12, deliveryMinutes: 20 };
const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 22, 12, 0);

function order(id: string, pizzaCount: number, priority = false, queuedAt = now): QueuedOrder {
  return { id, pizzaCount, priority, createdAt: queuedAt, queuedAt };
}

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
});
