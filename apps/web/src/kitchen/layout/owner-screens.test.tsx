import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_NEEDED, PASSWORD_HAS_USERNAME, type StaffPizza } from '@chulo/api-client/contract';
import { createRoutes } from '../../router/routes.tsx';
import { renderRoutes } from '../../testing/test-store.tsx';
import { type Answer, bodyOf, leaveBackOffice, ok, refused } from '../testing/back-office.ts';
import { KITCHEN_SESSION, SESSION } from '../testing/fake-staff-server.ts';
import { SHOP_CHOICES } from '../testing/shop-choices.ts';

const MARGHERITA: StaffPizza = {
  id: 1,
  name: 'Margherita',
  unitPrice: 650,
  ingredients: ['tomato', 'mozzarella'],
  soldOut: false,
  imageUrl: '/images/pizzas/1.svg',
  photo: null,
  retired: false,
  position: 1,
};

/** The whole app at `path`, signed in as `session`, the staff API answered from `answers`. */
function openKitchen(path: string, session: typeof SESSION | typeof KITCHEN_SESSION, answers: Record<string, Answer> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/staff/session') return ok(session);
    return answers[key]?.(init) ?? refused(404, `Nothing at ${key}`);
  });
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderRoutes(createRoutes, path);
  return fetch;
}

const navigation = () => within(screen.getByRole('navigation', { name: 'Kitchen' }));

describe('the back office, by role', () => {
  afterEach(leaveBackOffice);

  it('shows the kitchen its own screens only, and an owner’s screen as “only owners”, without asking for it', async () => {
    const fetch = openKitchen('/kitchen/sales', KITCHEN_SESSION);
    expect(await screen.findByRole('heading', { name: 'Only owners' })).toBeVisible();
    expect(screen.getByText(/This screen is for the shop’s owners, and ram works in the kitchen/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/kitchen');
    expect(navigation().getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'Phone order', 'Menu']);
    expect(navigation().queryAllByRole('link', { current: 'page' })).toEqual([]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/staff/session']);
  });

  it('shows an owner every screen, and the history of changes', async () => {
    openKitchen('/kitchen/history', SESSION, {
      'GET /api/staff/history?limit=50': () => ok([{ at: '2026-11-23T10:15:00.000Z', staff: 'maya', action: 'pizza-changed', summary: 'Margherita: price 650 → 700' }]),
    });
    expect(await screen.findByRole('heading', { name: 'History' })).toBeVisible();
    expect(navigation().getAllByRole('link').map((link) => link.textContent)).toEqual(['Orders', 'Phone order', 'Menu', 'Sales', 'Hours', 'Staff', 'History']);
    // The screen shown, and only it: Orders (at /kitchen) is marked only at its own address.
    expect(navigation().getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['History']);
    expect(screen.getByText('Margherita: price 650 → 700')).toBeVisible();
    expect(screen.getByText('23 Nov 2026, 16:00')).toBeVisible();
    // One page, not full: nothing older to load.
    expect(screen.queryByRole('button', { name: 'Load older changes' })).toBeNull();
  });

  it('lets an owner add a pizza, checked before it is sent, and shows the server’s refusal', async () => {
    const added = { ...MARGHERITA, id: 2, name: 'Momo Pizza', ingredients: ['chicken momo', 'tomato'], unitPrice: 850, position: 2 };
    let answer = () => refused(409, 'There is already a pizza named Momo Pizza');
    const fetch = openKitchen('/kitchen/menu', SESSION, {
      'GET /api/staff/pizzas': () => ok([MARGHERITA]),
      'GET /api/staff/choices': () => ok(SHOP_CHOICES),
      'POST /api/staff/pizzas': () => answer(),
    });
    const form = within((await screen.findByRole('heading', { name: 'Add a pizza' })).closest('section')!);

    await userEvent.click(form.getByRole('button', { name: 'Add pizza' }));
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Give the pizza a name.');

    await userEvent.type(form.getByLabelText('Name'), 'Momo Pizza');
    await userEvent.type(form.getByLabelText('Ingredients, separated by commas'), 'chicken momo, tomato,');
    await userEvent.type(form.getByLabelText('Price in rupees'), '850');
    await userEvent.click(form.getByRole('button', { name: 'Add pizza' }));
    expect(await form.findByText('There is already a pizza named Momo Pizza')).toBeVisible();

    answer = () => ok(added);
    await userEvent.click(form.getByRole('button', { name: 'Add pizza' }));
    expect(await screen.findByRole('listitem', { name: 'Momo Pizza' })).toBeVisible();
    expect(form.getByLabelText('Name')).toHaveValue('');
    const posts = fetch.mock.calls.filter(([url, init]) => String(url) === '/api/staff/pizzas' && init?.method === 'POST');
    expect(posts.map(([, init]) => bodyOf(init!))).toEqual([
      { name: 'Momo Pizza', ingredients: ['chicken momo', 'tomato'], unitPrice: 850 },
      { name: 'Momo Pizza', ingredients: ['chicken momo', 'tomato'], unitPrice: 850 },
    ]);
  });

  it('moves a pizza with its buttons, which say which pizza and where', async () => {
    const marinara = { ...MARGHERITA, id: 2, name: 'Marinara', position: 2 };
    const fetch = openKitchen('/kitchen/menu', SESSION, {
      'GET /api/staff/pizzas': () => ok([MARGHERITA, marinara]),
      'GET /api/staff/choices': () => ok(SHOP_CHOICES),
      'PUT /api/staff/pizzas/order': () => ok([{ ...marinara, position: 1 }, { ...MARGHERITA, position: 2 }]),
    });
    await screen.findByRole('listitem', { name: 'Margherita' });
    expect(screen.getByRole('button', { name: 'Move Margherita up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Marinara up' }));
    expect(await screen.findByRole('button', { name: 'Move Marinara down' })).toBeEnabled();
    expect(screen.getAllByRole('listitem', { name: /^Mar/ }).map((item) => item.getAttribute('aria-label'))).toEqual(['Marinara', 'Margherita']);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/staff/pizzas/order')).toBe(true);
  });

  it('asks an owner for their current password before setting a new one of their own, and nobody else’s', async () => {
    const MAYA = { username: 'maya', role: 'owner', createdAt: '2026-01-05T09:00:00.000Z' };
    const RAM = { username: 'ram', role: 'kitchen', createdAt: '2026-02-10T09:00:00.000Z' };
    const fetch = openKitchen('/kitchen/staff', SESSION, {
      'GET /api/staff/accounts': () => ok([MAYA, RAM]),
      'PATCH /api/staff/accounts/maya': () => ok(MAYA),
      'PATCH /api/staff/accounts/ram': () => ok(RAM),
    });
    const mine = within(await screen.findByRole('listitem', { name: 'maya' }));
    const rams = within(screen.getByRole('listitem', { name: 'ram' }));
    const patches = (username: string) =>
      fetch.mock.calls.filter(([url, init]) => String(url) === `/api/staff/accounts/${username}` && init?.method === 'PATCH').map(([, init]) => bodyOf(init!));
    expect(rams.queryByLabelText('Your current password')).toBeNull();

    await userEvent.type(mine.getByLabelText('New password for maya'), 'Maya bakes at dawn');
    await userEvent.click(mine.getByRole('button', { name: 'Set the new password for maya' }));
    expect(mine.getByLabelText('Your current password')).toHaveAccessibleDescription(CURRENT_PASSWORD_NEEDED);
    expect(mine.getByLabelText('New password for maya')).toHaveAccessibleDescription(PASSWORD_HAS_USERNAME);
    expect(patches('maya')).toEqual([]);

    await userEvent.type(mine.getByLabelText('Your current password'), 'the old phrase of mine');
    await userEvent.clear(mine.getByLabelText('New password for maya'));
    await userEvent.type(mine.getByLabelText('New password for maya'), 'dough rises before dawn');
    await userEvent.click(mine.getByRole('button', { name: 'Set the new password for maya' }));
    expect(await mine.findByText('New password set')).toBeVisible();
    expect(patches('maya')).toEqual([{ password: 'dough rises before dawn', currentPassword: 'the old phrase of mine' }]);

    await userEvent.type(rams.getByLabelText('New password for ram'), 'a phrase for the night oven');
    await userEvent.click(rams.getByRole('button', { name: 'Set the new password for ram' }));
    expect(await rams.findByText('New password set')).toBeVisible();
    expect(patches('ram')).toEqual([{ password: 'a phrase for the night oven' }]);
  });
});
