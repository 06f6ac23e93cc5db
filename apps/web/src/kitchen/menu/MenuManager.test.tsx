import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pizza, StaffChoice } from '@chulo/api-client/contract';
import { renderRoutes } from '../../testing/test-store.tsx';
import { KITCHEN_SESSION } from '../testing/fake-staff-server.ts';
import { SHOP_CHOICES } from '../testing/shop-choices.ts';
import { menuRoute } from './menu-route.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function fakeMenuServer(pizzas: Pizza[], { refuse, choices = SHOP_CHOICES }: { refuse?: string; choices?: StaffChoice[] } = {}) {
  const menu = pizzas.map((pizza) => ({ ...pizza }));
  const changes: { pizzaId: number; body: unknown; csrfToken: string | null }[] = [];
  const choiceChanges: { choiceId: number; body: unknown; csrfToken: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path === '/api/staff/session') return json(200, { status: 'success', data: KITCHEN_SESSION });
      if (path === '/api/menu') return json(200, { status: 'success', data: menu });
      if (path === '/api/staff/choices') return json(200, { status: 'success', data: choices });
      const stocking = /^\/api\/staff\/choices\/(\d+)\/sold-out$/.exec(path);
      if (stocking && init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        choiceChanges.push({ choiceId: Number(stocking[1]), body, csrfToken: new Headers(init.headers).get('x-csrf-token') });
        const choice = SHOP_CHOICES.find((candidate) => candidate.id === Number(stocking[1]))!;
        return json(200, { status: 'success', data: { ...choice, ...body } });
      }
      const editing = /^\/api\/staff\/menu\/(\d+)$/.exec(path);
      if (editing && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        changes.push({ pizzaId: Number(editing[1]), body, csrfToken: new Headers(init.headers).get('x-csrf-token') });
        if (refuse) return json(400, { status: 'fail', message: refuse });
        const pizza = menu.find((candidate) => candidate.id === Number(editing[1]))!;
        Object.assign(pizza, body);
        return json(200, { status: 'success', data: pizza });
      }
      return json(404, { status: 'fail', message: 'nothing here' });
    }),
  );
  return { changes, choiceChanges };
}

const MARGHERITA: Pizza = { id: 1, name: 'Margherita', unitPrice: 650, ingredients: ['tomato'], soldOut: false, imageUrl: '/images/pizzas/1.svg', photo: null };
const MARINARA: Pizza = { id: 2, name: 'Marinara', unitPrice: 550, ingredients: ['garlic'], soldOut: true, imageUrl: '/images/pizzas/2.svg', photo: null };

function openMenu() {
  renderRoutes((store) => [{ path: '/kitchen/menu', hydrateFallbackElement: <p>Loading…</p>, ...menuRoute(store) }], '/kitchen/menu');
  return screen.findByRole('heading', { name: 'Menu' });
}

const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('menu management', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a pizza sold out, and back in stock, with the session’s CSRF token', async () => {
    const { changes } = fakeMenuServer([MARGHERITA, MARINARA]);
    await openMenu();
    const margherita = screen.getByRole('switch', { name: 'Margherita Sold out' });
    expect(margherita).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Marinara Sold out' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(margherita);
    expect(await within(row('Margherita')).findByText('Sold out', { selector: 'span.font-semibold' })).toBeVisible();
    expect(margherita).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Marinara Sold out' }));
    expect(changes).toEqual([
      { pizzaId: 1, body: { soldOut: true }, csrfToken: KITCHEN_SESSION.csrfToken },
      { pizzaId: 2, body: { soldOut: false }, csrfToken: KITCHEN_SESSION.csrfToken },
    ]);
  });

  it('shows the server’s reason when a change is refused, and keeps the pizza as it was', async () => {
    fakeMenuServer([MARGHERITA], { refuse: 'There is no pizza #1 on the menu' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openMenu();
    await userEvent.click(screen.getByRole('switch', { name: 'Margherita Sold out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no pizza #1 on the menu');
    expect(screen.getByRole('switch', { name: 'Margherita Sold out' })).toHaveAttribute('aria-checked', 'false');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('PATCH /api/staff/menu/1 failed with 400'));
  });

  it('marks a size, a crust or an extra sold out on every pizza, and cannot rename, price, retire one or choose the default', async () => {
    const retiredOlives = SHOP_CHOICES.map((choice) => (choice.name === 'Olives' ? { ...choice, retired: true } : choice));
    const { choiceChanges } = fakeMenuServer([MARGHERITA], { choices: retiredOlives });
    await openMenu();
    const extras = within(screen.getByRole('region', { name: 'Extras' }));
    // Mushrooms are out in the shared sample; chicken is in.
    expect(extras.getByRole('switch', { name: 'Mushrooms Sold out' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(extras.getByRole('switch', { name: 'Chicken Sold out' }));
    await vi.waitFor(() => expect(extras.getByRole('switch', { name: 'Chicken Sold out' })).toHaveAttribute('aria-checked', 'true'));
    expect(within(screen.getByRole('region', { name: 'Crusts' })).getByRole('listitem', { name: 'Thin' })).toHaveTextContent(/Large/);
    expect(choiceChanges).toEqual([{ choiceId: 8, body: { soldOut: true }, csrfToken: KITCHEN_SESSION.csrfToken }]);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Retire|Make)/ })).not.toBeInTheDocument();
    // A retired extra is no longer the kitchen's to mark.
    expect(extras.queryByRole('listitem', { name: 'Olives' })).not.toBeInTheDocument();
    expect(extras.getByRole('listitem', { name: 'Paneer' })).toBeVisible();
  });
});
