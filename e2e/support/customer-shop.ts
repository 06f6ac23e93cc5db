import { type APIRequestContext, expect } from '@playwright/test';
import type { NewOrder, Pizza } from '@chulo/api-client/contract';

/** A pizza as GET /api/menu lists it: the part of it these tests read. */
export type MenuPizza = Pick<Pizza, 'id' | 'name' | 'unitPrice' | 'ingredients' | 'soldOut' | 'sizes' | 'extras'>;

/** The shop's menu, and the two pizzas on sale that the tests order. */
export interface ShopMenu {
  pizzas: MenuPizza[];
  soldOut: MenuPizza[];
  margherita: MenuPizza;
  pepperoni: MenuPizza;
}

/**
 * The menu as the browser gets it. The e2e server starts on a fresh database, seeded with the
 * opening menu, so its pizzas are the ones on screen: read from the server, never from its seed.
 */
export async function readMenu(request: APIRequestContext): Promise<ShopMenu> {
  const response = await request.get('/api/menu');
  if (!response.ok()) throw new Error(`GET /api/menu answered ${response.status()}: ${await response.text()}`);
  const pizzas: MenuPizza[] = (await response.json()).data;
  const named = (name: string) => {
    const pizza = pizzas.find((entry) => entry.name === name);
    if (!pizza) throw new Error(`The shop's menu has no ${name}`);
    return pizza;
  };
  return { pizzas, soldOut: pizzas.filter((pizza) => pizza.soldOut), margherita: named('Margherita'), pepperoni: named('Pepperoni') };
}

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
 * A price as the customer must read it, as Node's Intl writes it with its full ICU data: the app
 * writes it itself (`@chulo/domain`'s formatCurrency), in Debian's Chromium, which has no Nepali data, too.
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
  { pizza, priority = false, quantity = 1, choice }: { pizza: MenuPizza; priority?: boolean; quantity?: number; choice?: NewOrder['cart'][number]['choice'] },
): Promise<string> {
  const response = await request.post('/api/order', {
    data: {
      customer: 'Nima Sherpa',
      phone: GOOD_PHONE,
      address: 'Boudha, Kathmandu',
      priority,
      position: '',
      cart: [{ pizzaId: pizza.id, quantity, ...(choice && { choice }) }],
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
