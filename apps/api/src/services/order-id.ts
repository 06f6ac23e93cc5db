import { randomInt } from 'node:crypto';

/** Upper-case letters and digits a customer cannot misread: no 0/O, 1/I/L. */
export const ORDER_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_ID_LENGTH = 8;

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
