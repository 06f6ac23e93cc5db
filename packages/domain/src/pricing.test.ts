import { describe, expect, it } from 'vitest';
import { orderTotal, PRIORITY_FEE_RATE, priorityFee, priorityFeeInPaisa } from './pricing.ts';

describe('the priority fee (SPEC §9)', () => {
  it('is 20 % of the cart total', () => {
    expect(PRIORITY_FEE_RATE).toBe(0.2);
    expect(priorityFee(2150)).toBe(430);
    expect(priorityFee(0)).toBe(0);
  });

  it('is rounded to the paisa', () => {
    // 20 % of Rs 10.01 is 200.2 paisa; of Rs 7.99, 159.8 paisa.
    expect(priorityFee(10.01)).toBe(2);
    expect(priorityFee(7.99)).toBe(1.6);
  });

  it('has no float drift', () => {
    // 0.2 × 2370.3 is 474.06000000000006 in floating point.
    expect(priorityFee(2370.3)).toBe(474.06);
  });
});

describe('the priority fee in paisa, as the server stores it', () => {
  it('is 20 % of the cart total, rounded to the paisa, without a trip through rupees', () => {
    expect(priorityFeeInPaisa(215_000)).toBe(43_000);
    expect(priorityFeeInPaisa(1001)).toBe(200);
    expect(priorityFeeInPaisa(799)).toBe(160);
    expect(priorityFeeInPaisa(0)).toBe(0);
  });

  it('is the rupee fee in paisa', () => {
    for (const paisa of [1, 799, 1001, 237_030, 9_999_999]) expect(priorityFeeInPaisa(paisa)).toBe(Math.round(priorityFee(paisa / 100) * 100));
  });
});

describe('the order form total (SPEC §9)', () => {
  it('is the cart total without priority', () => {
    expect(orderTotal(2230, false)).toBe(2230);
    expect(orderTotal(7.99, false)).toBe(7.99);
  });

  it('adds 20 % of the cart total with priority', () => {
    expect(orderTotal(2230, true)).toBe(2676);
  });

  it('rounds the fee to whole paisa before adding it', () => {
    expect(orderTotal(7.99, true)).toBe(9.59);
    expect(orderTotal(2370.3, true)).toBe(2844.36);
  });
});
