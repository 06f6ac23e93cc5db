import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURED_ORDER, jsonAnswer } from '@chulo/api-client/testing';
import { formatCurrency } from '@chulo/domain';
import { renderRoutes } from '../../testing/test-store.tsx';
import { boardRoutes, card, openBoard } from '../testing/board-screen.tsx';
import { FakeEventStream, fakeStaffServer } from '../testing/fake-staff-server.ts';
import { staffOrder } from '../testing/staff-order.ts';

const RAM = staffOrder({
  id: 'RAM23456',
  customer: 'Ram Sharma',
  phone: '+977 984-1234567',
  address: 'Thamel Marg 12',
  position: '27.7154,85.3123',
  cart: [
    { pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 },
    { pizzaId: 4, name: 'Momo Masala', quantity: 1, unitPrice: 790, totalPrice: 790 },
  ],
  orderPrice: 2090,
  priority: true,
  priorityPrice: 418,
  createdAt: new Date(Date.now() - 4 * 60_000 - 5_000).toISOString(),
});
const SITA = staffOrder({ id: 'SITA2345', customer: 'Sita Gurung', phone: '01-4412345', status: 'baking', createdAt: new Date().toISOString() });

const openDashboard = (orders = [RAM, SITA]) => openBoard(orders);

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the kitchen dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order with what the kitchen and the rider need', async () => {
    await openDashboard();
    const ram = card('RAM23456');
    expect(within(ram).getByText('Priority')).toBeVisible();
    expect(within(ram).getByText('4 min ago')).toBeVisible();
    const pizzas = within(within(ram).getByRole('list', { name: 'Pizzas' })).getAllByRole('listitem');
    expect(pizzas.map((line) => line.textContent)).toEqual(['2\u00a0× Margherita', '1\u00a0× Momo Masala']);
    expect(within(ram).getByRole('link', { name: '+977 984-1234567' })).toHaveAttribute('href', 'tel:+9779841234567');
    expect(within(ram).getByRole('link', { name: /^Map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=27.7154&mlon=85.3123#map=17/27.7154/85.3123',
    );
    // 2,090 + 418 priority, in Nepali digits.
    expect(within(ram).getByText('To collect').nextSibling).toHaveTextContent('२,५०८.००');
    // On the kitchen's 24-hour clock, as the pace panel and the Later section read it.
    expect(ram).toHaveTextContent(/Due(today|tomorrow|on \w+day \d+ \w+) at \d\d:\d\d \((in \d+ min|due now|\d+ min late)\)/);
    expect(within(column('Preparing')).getByRole('article', { name: 'Order #RAM23456' })).toBeVisible();
    expect(within(column('Baking')).getByRole('article', { name: 'Order #SITA2345' })).toBeVisible();
    expect(within(card('SITA2345')).queryByRole('link', { name: /^Map/ })).not.toBeInTheDocument();
  });

  it('reads each configured line at a glance, and counts identical lines together beside the same pizza', async () => {
    const [medium, large] = CONFIGURED_ORDER.cart;
    const momo = { pizzaId: 4, name: 'Momo Masala', quantity: 1, unitPrice: 790, totalPrice: 790 };
    const configured = staffOrder({ id: 'CONF2345', cart: [large!, momo, medium!, { ...large!, quantity: 2, totalPrice: 2380 }] });
    await openDashboard([configured]);
    const pizzas = within(card('CONF2345')).getByRole('list', { name: 'Pizzas' });
    const lines = [...pizzas.children].map((line) => line.textContent);
    expect(lines).toEqual(['3\u00a0× MargheritaLargeThin crust+ Extra cheeseNO basil', '2\u00a0× MargheritaMediumClassic crust', '1\u00a0× Momo Masala']);
    // The size in bold and what to leave out marked, apart from the rest.
    const [threeLarge] = within(pizzas).getAllByRole('list', { name: 'Margherita: what was chosen' });
    expect(within(threeLarge!).getByText('Large').tagName).toBe('STRONG');
    expect(within(threeLarge!).getByText('NO basil').tagName).toBe('MARK');
  });

  it('marks an order to call back before baking, with why, and no other', async () => {
    const large = staffOrder({
      id: 'BIG23456',
      cart: [{ pizzaId: 1, name: 'Margherita', quantity: 12, unitPrice: 650, totalPrice: 7800 }],
      orderPrice: 7800,
      callBack: { reason: 'large-order-new-number', pizzas: 12, total: 7800 },
    });
    await openDashboard([RAM, large]);
    const mark = within(card('BIG23456')).getByText('Call back before baking');
    expect(mark).toBeVisible();
    // The element's text is read with its spaces made plain, the amount's no-break one too.
    expect(mark.parentElement).toHaveTextContent(`Call back before baking New number, 12 pizzas, ${formatCurrency(7800).replace(/\s/g, ' ')}`);
    expect(within(card('RAM23456')).queryByText('Call back before baking')).not.toBeInTheDocument();
  });

  it('shows the directions for the rider beside the address, and marks an order taken by phone, the web’s being the usual', async () => {
    const byPhone = staffOrder({ id: 'PHON2345', channel: 'phone', directions: 'Behind Bhatbhateni, blue gate' });
    await openDashboard([RAM, byPhone]);
    const phoned = card('PHON2345');
    expect(within(phoned).getByText('Directions').nextSibling).toHaveTextContent('Behind Bhatbhateni, blue gate');
    expect(within(phoned).getByText(/Phone order/)).toBeVisible();
    // A web order without directions says neither.
    expect(within(card('RAM23456')).queryByText('Directions')).not.toBeInTheDocument();
    expect(within(card('RAM23456')).queryByText(/Phone order/)).not.toBeInTheDocument();
  });

  it('shows a new order from the live events at once, marked New', async () => {
    await openDashboard();
    const newcomer = staffOrder({ id: 'NEW23456', customer: 'Anjali', createdAt: new Date().toISOString() });
    act(() => FakeEventStream.latest().emit('order', newcomer));
    expect(within(await screen.findByRole('article', { name: 'Order #NEW23456' })).getByText('New')).toBeVisible();
    expect(within(card('RAM23456')).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('New order NEW23456 from Anjali.')).toBeInTheDocument();

    // The corner notice takes staff to it, wherever it sits on the board.
    const notice = screen.getByRole('complementary', { name: 'New orders' });
    await userEvent.click(within(notice).getByRole('button', { name: /Show order NEW23456/ }));
    expect(card('NEW23456')).toHaveFocus();
    expect(screen.queryByRole('complementary', { name: 'New orders' })).not.toBeInTheDocument();
  });

  it('shows orders for later apart, with their time and when to start them, until the server lets them into the queue', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const later = staffOrder({ id: 'LATE2345', customer: 'Maya', createdAt: inMinutes(-5), deliverAt: inMinutes(180), estimatedDelivery: inMinutes(180), bakeFrom: inMinutes(128) });
    await openDashboard([RAM, SITA, later]);
    const waiting = column('Later');
    expect(within(waiting).getByRole('article', { name: 'Order #LATE2345' })).toBeVisible();
    expect(within(card('LATE2345')).getByText(/^(Later today|Tomorrow), \d\d:\d\d$/)).toBeVisible();
    expect(within(card('LATE2345')).getByText(/^Start baking at \d\d:\d\d$/)).toBeVisible();
    expect(within(column('Preparing')).queryByRole('article', { name: 'Order #LATE2345' })).not.toBeInTheDocument();
    expect(column('Preparing')).toHaveAccessibleName(/^Preparing1 order/);

    // Its baking must start: the server sends it again without `bakeFrom`.
    const released = { ...later };
    delete released.bakeFrom;
    act(() => FakeEventStream.latest().emit('order', released));
    expect(await within(column('Preparing')).findByRole('article', { name: 'Order #LATE2345' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Later/ })).not.toBeInTheDocument();
    expect(within(card('LATE2345')).getByText('Ordered for later')).toBeVisible();
  });

  it('fetches the whole list again whenever the live connection (re)opens', async () => {
    const { server } = await openDashboard();
    const missed = staffOrder({ id: 'MISSED23', customer: 'Bikash', createdAt: new Date().toISOString() });
    server.orders = [RAM, missed];
    act(() => FakeEventStream.latest().emit('ready'));
    expect(await screen.findByRole('article', { name: 'Order #MISSED23' })).toBeVisible();
    // Sita's order was delivered while the connection was down.
    expect(screen.queryByRole('article', { name: 'Order #SITA2345' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });

  it('closes the live connection when the board goes away', async () => {
    await openDashboard();
    cleanup();
    expect(FakeEventStream.latest().closed).toBe(true);
  });

  it('moves an order to its next status with the session’s CSRF token', async () => {
    const { server } = await openDashboard();
    await userEvent.click(within(card('RAM23456')).getByRole('button', { name: 'Start baking order RAM23456' }));
    expect(await within(column('Baking')).findByRole('article', { name: 'Order #RAM23456' })).toBeVisible();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/staff/orders/RAM23456', body: { status: 'baking' } });
    expect(patch?.headers.get('x-csrf-token')).toBe('token-123');
    expect(within(card('RAM23456')).getByRole('button', { name: 'Send out for delivery order RAM23456' })).toBeEnabled();
    // The button went with the old card: keyboard focus follows the order to its new column.
    await vi.waitFor(() => expect(card('RAM23456')).toHaveFocus());
  });

  it('asks before cancelling, and takes a cancelled order off the board', async () => {
    const { server } = await openDashboard();
    await userEvent.click(within(card('SITA2345')).getByRole('button', { name: 'Cancel order SITA2345' }));
    const question = within(card('SITA2345')).getByRole('group', { name: /Cancel order #SITA2345 for Sita Gurung\?/ });
    expect(within(question).getByRole('button', { name: 'Keep order SITA2345' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(within(card('SITA2345')).queryByRole('group')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await userEvent.click(within(card('SITA2345')).getByRole('button', { name: 'Cancel order SITA2345' }));
    await userEvent.click(within(card('SITA2345')).getByRole('button', { name: 'Yes, cancel order SITA2345' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Order #SITA2345' })).not.toBeInTheDocument());
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
  });

  it('filters the board by status', async () => {
    await openDashboard();
    await userEvent.click(screen.getByRole('link', { name: 'Baking 1' }));
    expect(screen.getByRole('link', { name: 'Baking 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('article', { name: 'Order #RAM23456' })).not.toBeInTheDocument();
    expect(card('SITA2345')).toBeVisible();
  });

  it('sends staff to sign in, and back to the board after, when the list finds the session ended', async () => {
    fakeStaffServer([RAM]);
    const staffServer = vi.mocked(globalThis.fetch).getMockImplementation() as typeof fetch;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) =>
      String(input) === '/api/staff/orders' ? jsonAnswer(401, { status: 'fail', message: 'Please sign in to the kitchen' }) : staffServer(input, init),
    );
    const { router } = renderRoutes(boardRoutes, '/kitchen?status=baking');
    await screen.findByRole('heading', { name: 'Kitchen sign-in' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/kitchen?status=baking')}`);
  });

  it('sends staff to sign in when the session has ended', async () => {
    const { router } = await openDashboard();
    const fetch = vi.mocked(globalThis.fetch);
    fetch.mockImplementation(async () => new Response(JSON.stringify({ status: 'fail', message: 'Please sign in to the kitchen' }), { status: 401 }));
    act(() => FakeEventStream.latest().emit('ready'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/login'));
  });
});
