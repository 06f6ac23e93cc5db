/** Money is integer paisa inside; rupees (at most two decimals) only at the API's edge. */
export type Paisa = number;

export function toPaisa(rupees: number): Paisa {
  return Math.round(rupees * 100);
}

export function toRupees(paisa: Paisa): number {
  return paisa / 100;
}
