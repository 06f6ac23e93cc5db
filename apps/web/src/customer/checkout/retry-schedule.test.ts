import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-schedule.ts';

describe('the retry schedule of an order that got no answer', () => {
  it('waits twice as long each time, from 2 s, and never longer than 30 s', () => {
    expect(Array.from({ length: 8 }, (_, retry) => retryDelay(retry))).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('stays at 30 s however long the network is away', () => {
    expect(retryDelay(1_000)).toBe(30_000);
  });
});
