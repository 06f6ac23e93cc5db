import { describe, expect, it } from 'vitest';
import { ORDER_ID_ALPHABET, ORDER_ID_LENGTH } from '@chulo/domain';
import { newOrderId, normalizeOrderId } from './order-id.ts';

describe('order ids', () => {
  it('are at least 6 characters of the unambiguous alphabet', () => {
    expect(ORDER_ID_LENGTH).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < 1_000; i++) expect(newOrderId()).toMatch(new RegExp(`^[${ORDER_ID_ALPHABET}]{${ORDER_ID_LENGTH}}$`));
  });

  it('are random: no repeats and no shared prefix pattern across 20,000 ids', () => {
    const ids = Array.from({ length: 20_000 }, newOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    // Consecutive ids share a first character about 1/31 of the time, as chance would have it.
    const samePrefix = ids.slice(1).filter((id, i) => id[0] === ids[i]![0]).length / ids.length;
    expect(samePrefix).toBeLessThan(0.06);
  });

  it('normalizes what a customer types', () => {
    expect(normalizeOrderId('  abc23x ')).toBe('ABC23X');
  });
});
