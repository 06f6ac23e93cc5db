import { describe, expect, it } from 'vitest';
import { amountToPay } from './payment.ts';

describe('the amount to pay on delivery (SPEC §9)', () => {
  it('is the pizzas plus the priority fee, without float drift', () => {
    expect(amountToPay({ orderPrice: 2230, priorityPrice: 446 })).toBe(2676);
    expect(amountToPay({ orderPrice: 0.1, priorityPrice: 0.2 })).toBe(0.3);
    expect(amountToPay({ orderPrice: 650, priorityPrice: 0 })).toBe(650);
  });
});
