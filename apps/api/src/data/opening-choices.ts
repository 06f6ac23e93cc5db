/**
 * The sizes, crusts and extras a new shop opens with, as Kathmandu pizzerias sell them; every pizza of
 * the opening menu comes in every size, on every crust, with any three extras. Prices in whole
 * rupees, each list Medium's, Large's and Family's.
 */
type InSizes = [medium: number, large: number, family: number];

export const OPENING_SIZES = [
  { id: 1, name: 'Medium', inches: 10 },
  { id: 2, name: 'Large', inches: 12 },
  { id: 3, name: 'Family', inches: 14 },
] as const;

/** The first is the default crust, free in every size. */
export const OPENING_CRUSTS: readonly { id: number; name: string; surcharges: InSizes }[] = [
  { id: 4, name: 'Classic', surcharges: [0, 0, 0] },
  { id: 5, name: 'Thin', surcharges: [50, 80, 100] },
  { id: 6, name: 'Cheese burst', surcharges: [200, 280, 350] },
];

export const OPENING_EXTRAS: readonly { id: number; name: string; prices: InSizes }[] = [
  { id: 7, name: 'Extra cheese', prices: [120, 160, 200] },
  { id: 8, name: 'Chicken', prices: [150, 200, 250] },
  { id: 9, name: 'Mushrooms', prices: [90, 120, 150] },
  { id: 10, name: 'Jalapeño', prices: [80, 100, 130] },
  { id: 11, name: 'Olives', prices: [80, 100, 130] },
  { id: 12, name: 'Paneer', prices: [120, 160, 200] },
];

export const OPENING_MAX_EXTRAS = 3;
