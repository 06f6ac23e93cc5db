import { describe, expect, it } from 'vitest';
import { toPaisa, toRupees } from './money.ts';
import { amountToCollect, lineTotal, orderTotal, priorityFee } from './pricing.ts';

describe('pricing in paisa', () => {
  it('multiplies a line and sums an order', () => {
    expect(lineTotal(65_000, 3)).toBe(195_000);
    expect(orderTotal([{ unitPrice: 65_000, quantity: 2 }, { unitPrice: 85_000, quantity: 1 }])).toBe(215_000);
    expect(orderTotal([])).toBe(0);
  });

  it('charges 20 % for priority, rounded to the paisa', () => {
    expect(priorityFee(215_000)).toBe(43_000);
    expect(priorityFee(1_001)).toBe(200);
    expect(priorityFee(0)).toBe(0);
  });

  it('converts between rupees and paisa without float drift', () => {
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toPaisa(1150)).toBe(115_000);
    expect(toRupees(43_050)).toBe(430.5);
  });

  it('collects the pizzas plus the priority fee, in rupees, without float drift', () => {
    expect(amountToCollect({ orderPrice: 2230, priorityPrice: 446 })).toBe(2676);
    expect(amountToCollect({ orderPrice: 0.1, priorityPrice: 0.2 })).toBe(0.3);
    expect(amountToCollect({ orderPrice: 650, priorityPrice: 0 })).toBe(650);
  });
});
