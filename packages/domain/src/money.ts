/**
 * Money is integer paisa inside, so that sums and fees never drift; rupees (at
 * most two decimals) only where amounts cross this package's boundary, as on the wire.
 */
export type Paisa = number;

/** Rupees to whole paisa, rounding away the float error of decimal rupees (0.1 + 0.2 is 30 paisa). */
export function toPaisa(rupees: number): Paisa {
  return Math.round(rupees * 100);
}

/** Whole paisa back to rupees. */
export function toRupees(paisa: Paisa): number {
  return paisa / 100;
}
