import { randomInt } from 'node:crypto';
import { ORDER_ID_ALPHABET, ORDER_ID_LENGTH } from '@chulo/domain';

/** Random, so no id tells anything about the next one (31^8 ≈ 8.5e11 possibilities). */
export function newOrderId(): string {
  let id = '';
  for (let i = 0; i < ORDER_ID_LENGTH; i++) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
  return id;
}

/** Customers type ids by hand: ignore case and surrounding spaces. */
export function normalizeOrderId(raw: string): string {
  return raw.trim().toUpperCase();
}
