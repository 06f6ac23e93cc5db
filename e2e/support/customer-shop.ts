import { type APIRequestContext, expect } from '@playwright/test';
import { type MenuEntry, OPENING_MENU } from '@chulo/api/data/menu';

/** The e2e server starts on a fresh database, seeded with the opening menu: its pizzas are the ones on screen. */
function pizzaNamed(name: string): MenuEntry {
  const pizza = OPENING_MENU.find((entry) => entry.name === name);
  if (!pizza) throw new Error(`The opening menu has no ${name}`);
  return pizza;
}

export const MARGHERITA = pizzaNamed('Margherita');
export const PEPPERONI = pizzaNamed('Pepperoni');
export const SOLD_OUT_PIZZAS = OPENING_MENU.filter((pizza) => pizza.soldOut);

/** Where the phone says it is (the middle of Kathmandu), and what the shop's own geocoder calls it, with its postcode. */
export const KATHMANDU = { latitude: 27.7172, longitude: 85.324 };
export const KATHMANDU_ADDRESS = 'Kathmandu, Kathmandu 44600, Nepal';
/** The order's position field as the form sends it (SPEC §3: 'latitude, longitude'). */
export const KATHMANDU_POSITION = '27.717200, 85.324000';

export const GOOD_PHONE = '+977 984-1234567';

/** Anything a Nepali shopper would recognise as a price: the rupee sign and Devanagari digits. */
export const NEPALI_PRICE = /नेरू\s?[०-९]/;

const nepaliRupees = new Intl.NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' });
if (!NEPALI_PRICE.test(nepaliRupees.format(1))) {
  throw new Error('This Node.js lacks full ICU data: it cannot tell the tests what a Nepali price looks like');
}

/**
 * A price as the customer must read it. Node ships the full ICU data; Debian's
 * Chromium does not, so the app has to reach the very same text through its polyfill.
 */
export function npr(rupees: number): string {
  return nepaliRupees.format(rupees);
}

/** SPEC §9: the priority fee is 20 % of the pizzas. */
export function priorityFeeOf(rupees: number): number {
  return Math.round(rupees * 20) / 100;
}

/** An order placed straight through the API, for tests about what its page does afterwards. */
export async function placeOrderByApi(
  request: APIRequestContext,
  { priority = false, pizza = PEPPERONI, quantity = 1 }: { priority?: boolean; pizza?: MenuEntry; quantity?: number } = {},
): Promise<string> {
  const response = await request.post('/api/order', {
    data: {
      customer: 'Nima Sherpa',
      phone: GOOD_PHONE,
      address: 'Boudha, Kathmandu',
      priority,
      position: '',
      cart: [{ pizzaId: pizza.id, quantity }],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.id;
}

/** The order as the server knows it, to check what the browser sent. */
export async function orderFromApi(request: APIRequestContext, id: string): Promise<any> {
  const response = await request.get(`/api/order/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}
