import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffChoice, StaffPizza } from '@chulo/api-client/contract';
import { MARGHERITA_IN_SIZES, STAFF_PIZZA } from '@chulo/api-client/testing';
import { formatCurrency } from '@chulo/domain';
import { renderRoutes } from '../../testing/test-store.tsx';
import { menuRoute } from '../menu/menu-route.ts';
import { bodyOf, leaveBackOffice, ok } from '../testing/back-office.ts';
import { SESSION } from '../testing/fake-staff-server.ts';
import { SHOP_CHOICES } from '../testing/shop-choices.ts';

const MARGHERITA: StaffPizza = { ...STAFF_PIZZA, ...MARGHERITA_IN_SIZES };
/** A pizza from before sizes: one price. */
const MARINARA: StaffPizza = { ...STAFF_PIZZA, id: 2, name: 'Marinara', unitPrice: 550, soldOut: true, position: 2 };

/** What the fake staff API lists: the shared samples, unless a test changes them. */
interface ListedShop {
  pizzas: StaffPizza[];
  choices: StaffChoice[];
}

/** The owners' menu screen, the staff API answering from `shop` (the shared samples) and keeping what was sent. */
async function openOwnersMenu(shop: ListedShop = { pizzas: [MARGHERITA, MARINARA], choices: SHOP_CHOICES }) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/staff/session') return ok(SESSION);
      if (key === 'GET /api/staff/pizzas') return ok(shop.pizzas);
      if (key === 'GET /api/staff/choices') return ok(shop.choices);
      const body = bodyOf(init) as Record<string, unknown>;
      sent.push({ key, body });
      if (key === 'PUT /api/staff/pizzas/1/offer') return ok({ ...MARGHERITA, unitPrice: 700, sizes: [{ ...MARGHERITA.sizes![0]!, price: 700 }] });
      if (key === 'POST /api/staff/choices') return ok({ id: 13, soldOut: false, isDefault: false, retired: false, inches: null, prices: [], ...body });
      return ok({ ...SHOP_CHOICES.find((choice) => key.includes(`/choices/${choice.id}`)), ...body });
    }),
  );
  renderRoutes((store) => [{ path: '/kitchen/menu', hydrateFallbackElement: <p>Loading…</p>, ...menuRoute(store) }], '/kitchen/menu');
  await screen.findByRole('heading', { name: 'Menu' });
  return sent;
}

const pizza = (name: string) => within(screen.getByRole('listitem', { name }));
const choiceRow = (kind: string, name: string) => within(within(screen.getByRole('region', { name: kind })).getByRole('listitem', { name }));
/** How many times the screen asked the staff API for `path`. */
const readsOf = (path: string) => vi.mocked(fetch).mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === 'GET').length;
/** The line under a pizza's name: its price in each size. */
const pricesOf = (name: string) => pizza(name).getByRole('heading').nextElementSibling;
/** Prices as the screen writes them, its spaces made plain. */
const inSizes = (...prices: [string, number][]) => prices.map(([size, price]) => `${size} ${formatCurrency(price)}`.replace(/\s/g, ' ')).join(' · ');

describe('the owners’ menu', () => {
  afterEach(leaveBackOffice);

  it('lists each pizza with its prices in each size and its state, and opens one editor at a time', async () => {
    await openOwnersMenu();
    expect(pizza('Margherita').getByRole('heading')).toHaveTextContent(/^1\.Margherita$/);
    expect(pricesOf('Margherita')).toHaveTextContent(inSizes(['Medium', 650], ['Large', 950], ['Family', 1250]));
    expect(pricesOf('Marinara')).toHaveTextContent(formatCurrency(550).replace(/\s/g, ' '));
    expect(pizza('Marinara').getByText('Sold out')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Margherita' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Margherita' }));
    expect(screen.getByRole('button', { name: 'Close Margherita' })).toHaveAttribute('aria-expanded', 'true');
    expect(pizza('Margherita').getByRole('button', { name: 'Save Margherita' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Marinara' }));
    expect(screen.queryByRole('button', { name: 'Save Margherita' })).not.toBeInTheDocument();
    expect(pizza('Marinara').getByRole('button', { name: 'Save Marinara' })).toBeVisible();
  });

  it('sets a pizza’s price in each size, its crusts and extras and its most extras', async () => {
    const sent = await openOwnersMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Margherita' }));
    const offer = within(screen.getByRole('form', { name: 'Margherita’s sizes and toppings' }));
    await userEvent.clear(offer.getByLabelText('Medium price'));
    await userEvent.type(offer.getByLabelText('Medium price'), '700');
    await userEvent.clear(offer.getByLabelText('Family price'));
    await userEvent.click(offer.getByRole('checkbox', { name: 'Cheese burst' }));
    await userEvent.click(offer.getByRole('checkbox', { name: 'Paneer' }));
    await userEvent.clear(offer.getByLabelText('Most extras on one pizza'));
    await userEvent.type(offer.getByLabelText('Most extras on one pizza'), '2');
    // The default crust is on every pizza.
    expect(offer.getByRole('checkbox', { name: 'Classic' })).toBeDisabled();
    await userEvent.click(offer.getByRole('button', { name: /Save sizes and toppings/ }));

    await vi.waitFor(() => expect(pricesOf('Margherita')).toHaveTextContent(inSizes(['Medium', 700])));
    expect(sent).toEqual([
      {
        key: 'PUT /api/staff/pizzas/1/offer',
        body: {
          sizes: [{ sizeId: 1, price: 700 }, { sizeId: 2, price: 950 }],
          crustIds: [4, 5],
          extraIds: [7, 8, 9, 10, 11],
          maxExtras: 2,
        },
      },
    ]);
  });

  it('adds a size and an extra priced in each size, and renames a crust', async () => {
    const sent = await openOwnersMenu();
    const sizes = within(screen.getByRole('region', { name: 'Sizes' }));
    await userEvent.type(sizes.getByLabelText('Name'), 'Party');
    await userEvent.type(sizes.getByLabelText('Diameter in inches'), '18');
    await userEvent.click(sizes.getByRole('button', { name: 'Add size' }));
    expect(await sizes.findByRole('listitem', { name: 'Party' })).toHaveTextContent('18″');

    const extras = within(screen.getByRole('region', { name: 'Extras' }));
    await userEvent.type(extras.getByLabelText('Name'), 'Sausage');
    await userEvent.type(extras.getByLabelText('Medium price'), '150');
    await userEvent.type(extras.getByLabelText('Large price'), 'lots');
    await userEvent.click(extras.getByRole('button', { name: 'Add extra' }));
    expect(extras.getByLabelText('Large price')).toHaveAccessibleDescription('Enter the price in rupees, like 850 or 850.50.');
    await userEvent.clear(extras.getByLabelText('Large price'));
    await userEvent.type(extras.getByLabelText('Large price'), '200');
    await userEvent.click(extras.getByRole('button', { name: 'Add extra' }));
    expect(await extras.findByRole('listitem', { name: 'Sausage' })).toBeVisible();

    const crusts = within(screen.getByRole('region', { name: 'Crusts' }));
    await userEvent.click(crusts.getByRole('button', { name: 'Edit Thin' }));
    const thin = within(crusts.getByRole('listitem', { name: 'Thin' }));
    await userEvent.clear(thin.getByLabelText('Name'));
    await userEvent.type(thin.getByLabelText('Name'), 'Thin and crisp');
    await userEvent.click(thin.getByRole('button', { name: 'Save Thin' }));
    expect(await crusts.findByRole('listitem', { name: 'Thin and crisp' })).toBeVisible();

    expect(sent).toEqual([
      { key: 'POST /api/staff/choices', body: { kind: 'size', name: 'Party', inches: 18 } },
      { key: 'POST /api/staff/choices', body: { kind: 'extra', name: 'Sausage', prices: [{ sizeId: 1, price: 150 }, { sizeId: 2, price: 200 }] } },
      { key: 'PATCH /api/staff/choices/5', body: { name: 'Thin and crisp', prices: [{ sizeId: 1, price: 50 }, { sizeId: 2, price: 80 }, { sizeId: 3, price: 100 }] } },
    ]);
  });

  it('retires an extra and brings it back: marked in the list, gone from the pizzas’ offer forms, the pizzas read again', async () => {
    const sent = await openOwnersMenu();
    // The default size and crust are on every pizza: nothing to retire.
    expect(choiceRow('Sizes', 'Medium').queryByRole('button', { name: /^Retire/ })).not.toBeInTheDocument();
    expect(choiceRow('Crusts', 'Classic').queryByRole('button', { name: /^Retire/ })).not.toBeInTheDocument();
    expect(choiceRow('Crusts', 'Classic').getByText('Free in every size')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add an extra' })).toBeVisible();

    await userEvent.click(choiceRow('Extras', 'Chicken').getByRole('button', { name: 'Retire Chicken' }));
    expect(await choiceRow('Extras', 'Chicken').findByRole('button', { name: 'Bring back Chicken' })).toBeEnabled();
    expect(choiceRow('Extras', 'Chicken').getByText('Retired')).toBeVisible();
    expect(readsOf('/api/staff/pizzas')).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Margherita' }));
    const offer = within(screen.getByRole('form', { name: 'Margherita’s sizes and toppings' }));
    expect(offer.queryByRole('checkbox', { name: 'Chicken' })).not.toBeInTheDocument();
    expect(offer.getByRole('checkbox', { name: 'Paneer' })).toBeInTheDocument();

    await userEvent.click(choiceRow('Extras', 'Chicken').getByRole('button', { name: 'Bring back Chicken' }));
    expect(await choiceRow('Extras', 'Chicken').findByRole('button', { name: 'Retire Chicken' })).toBeEnabled();
    expect(offer.getByRole('checkbox', { name: 'Chicken' })).toBeInTheDocument();
    expect(sent).toEqual([
      { key: 'PATCH /api/staff/choices/8', body: { retired: true } },
      { key: 'PATCH /api/staff/choices/8', body: { retired: false } },
    ]);
  });

  it('makes another size the default, then shows the sizes and each pizza’s prices as the server now has them', async () => {
    const [medium, large, family] = SHOP_CHOICES;
    const shop: ListedShop = { pizzas: [MARGHERITA, MARINARA], choices: SHOP_CHOICES };
    const sent = await openOwnersMenu(shop);
    expect(choiceRow('Sizes', 'Medium').queryByRole('button', { name: /default/ })).not.toBeInTheDocument();

    // What the server answers once Large is the default: Large first, Margherita's menu price its Large one.
    const [mediumOffer, largeOffer, familyOffer] = MARGHERITA.sizes!;
    shop.choices = [{ ...large!, isDefault: true }, { ...medium!, isDefault: false }, family!, ...SHOP_CHOICES.slice(3)];
    shop.pizzas = [{ ...MARGHERITA, unitPrice: 950, sizes: [largeOffer!, mediumOffer!, familyOffer!] }, MARINARA];
    await userEvent.click(choiceRow('Sizes', 'Large').getByRole('button', { name: 'Make default Large' }));

    await vi.waitFor(() => expect(pricesOf('Margherita')).toHaveTextContent(inSizes(['Large', 950], ['Medium', 650], ['Family', 1250])));
    expect(choiceRow('Sizes', 'Large').getByText('Default')).toBeVisible();
    expect(choiceRow('Sizes', 'Medium').getByRole('button', { name: 'Make default Medium' })).toBeEnabled();
    expect(choiceRow('Sizes', 'Medium').getByRole('button', { name: 'Retire Medium' })).toBeEnabled();
    expect(sent).toEqual([{ key: 'PATCH /api/staff/choices/2', body: { isDefault: true } }]);
  });
});
