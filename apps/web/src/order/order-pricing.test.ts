import { describe, expect, it } from 'vitest';
import { checkoutTotal } from './order-pricing.ts';

describe('order form total (SPEC §9)', () => {
  it('is the cart total without priority', () => {
    expect(checkoutTotal(223_000, false)).toBe(223_000);
  });

  it('adds 20 % of the cart total with priority', () => {
    expect(checkoutTotal(223_000, true)).toBe(267_600);
  });

  it('rounds the fee to whole paisa', () => {
    // 20 % of Rs 7.99 is 159.8 paisa.
    expect(checkoutTotal(799, true)).toBe(799 + 160);
  });
});
