import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@chulo/api-client/contract';
import { formatCurrency, formatLater, LATER_NOT_PRIORITY, MINUTE } from '@chulo/domain';
import type { AppStore } from '../../store/store.ts';
import { renderRoutes } from '../../testing/test-store.tsx';
import { fakeStaffServer, PHONE_ORDER_ID, SESSION } from '../testing/fake-staff-server.ts';
import { phoneOrderRoute } from './phone-order-route.ts';

const phoneOrderRoutes = (store: AppStore) => [
  { path: '/kitchen/phone-order', hydrateFallbackElement: <p>Loading…</p>, ...phoneOrderRoute(store) },
  { path: '/kitchen/login', element: <h1>Kitchen sign-in</h1> },
  { path: '/kitchen', element: <h1>Open orders</h1> },
];

/** The phone order's screen, its menu loaded, from the fake staff server. */
async function openPhoneOrder() {
  const server = fakeStaffServer([]);
  const user = userEvent.setup();
  const { store } = renderRoutes(phoneOrderRoutes, '/kitchen/phone-order');
  await screen.findByRole('heading', { name: 'Phone order', level: 1 });
  return { server, user, store };
}

const order = () => screen.getByRole('region', { name: 'The order' });
/** The 'Order taken' panel's When and How it is paid, as read out to the customer. */
const takenDetails = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index]]));
};
const sentOrders = (server: ReturnType<typeof fakeStaffServer>) => server.requests.filter(({ method, path }) => method === 'POST' && path === '/api/staff/orders');

/** Hari's details as a cook types them while he talks. */
async function typeHarisDetails(user: ReturnType<typeof userEvent.setup>, phone = '9841000111') {
  // Pasted rather than typed key by key: these tests are of what the form sends, and each key is a render.
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Customer’s name', 'Hari Thapa');
  await fill('Phone number', phone);
  await fill('Address', 'Thamel Marg 12, Kathmandu');
  await fill('Directions for the rider', 'blue gate');
}

describe('taking an order by phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the pizzas as the customer chooses them, and sends them as a phone order with the session’s token', async () => {
    const { server, user } = await openPhoneOrder();
    expect(screen.getByRole('button', { name: /^Take order for/ })).toBeDisabled();

    const menu = screen.getByRole('region', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Add Margherita' }));
    await user.click(within(menu).getByRole('button', { name: 'Add Margherita' }));
    // The customer's own choice sheet, filling the phone order.
    await user.click(within(menu).getByRole('button', { name: 'Choose size & toppings' }));
    const sheet = await screen.findByRole('dialog', { name: 'Margherita' });
    await user.click(within(sheet).getByRole('radio', { name: /^Large/ }));
    await user.click(within(sheet).getByRole('checkbox', { name: /^Extra cheese/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));

    expect(within(order()).getAllByRole('listitem').map((line) => line.firstChild?.textContent)).toEqual(['2× Margherita', '1× Margherita · Large, classic crust · extra cheese']);
    await typeHarisDetails(user);
    await user.click(screen.getByRole('checkbox', { name: 'Priority' }));
    // Two at 650 and one at 1110, with the 20 % priority fee.
    await user.click(screen.getByRole('button', { name: `Take order for ${formatCurrency((2 * 650 + 1110) * 1.2)}` }));

    await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
    const [sent] = sentOrders(server);
    expect(sent!.headers.get('x-csrf-token')).toBe(SESSION.csrfToken);
    expect(sent!.body).toEqual({
      customer: 'Hari Thapa',
      phone: '9841000111',
      address: 'Thamel Marg 12, Kathmandu',
      directions: 'blue gate',
      priority: true,
      position: '',
      cart: [
        { pizzaId: 1, name: 'Margherita', quantity: 2, unitPrice: 650, totalPrice: 1300 },
        { pizzaId: 1, name: 'Margherita', quantity: 1, unitPrice: 1110, totalPrice: 1110, choice: { sizeId: 2, crustId: 4, extraIds: [7] } },
      ],
    });
    // The customer's own cart, on this device, is not the phone order's.
    expect(server.orders.map(({ id, channel }) => [id, channel])).toEqual([[PHONE_ORDER_ID, 'phone']]);
  });

  it('shows the new order’s number and its page’s whole address to read out, copies the address, and starts afresh for the next call', async () => {
    const { user } = await openPhoneOrder();
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user);
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));

    const heading = await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(PHONE_ORDER_ID)).toBeInTheDocument();
    const address = `${window.location.origin}/order/${PHONE_ORDER_ID}`;
    expect(screen.getByRole('status', { name: 'The order’s page' })).toHaveTextContent(address);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Copied'));
    expect(await navigator.clipboard.readText()).toBe(address);

    await user.click(screen.getByRole('button', { name: 'Take another order' }));
    expect(within(order()).queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByLabelText('Customer’s name')).toHaveValue('');
  });

  it('says under the field what is wrong with the phone number, and sends nothing', async () => {
    const { server, user } = await openPhoneOrder();
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user, 'call me');
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));
    expect(await screen.findByText('Provide us your correct Number please.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Provide us your correct Number please.');
    expect(sentOrders(server)).toEqual([]);
  });

  it('sends the place the customer shared, pasted as a maps link, as the order’s position; and says so when a paste names no place', async () => {
    const { server, user } = await openPhoneOrder();
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user);
    const shared = screen.getByLabelText('Shared location');
    await user.click(shared);
    await user.paste('https://maps.app.goo.gl/AbCdEf123');
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));
    expect(shared).toHaveAccessibleDescription(/^No place found in this/);
    expect(sentOrders(server)).toEqual([]);

    await user.clear(shared);
    await user.paste('https://www.google.com/maps/place/Thamel/@27.7172,85.3240,17z');
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));
    await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
    expect(sentOrders(server)[0]!.body).toMatchObject({ position: '27.7172,85.324' });
  });

  it('says why the shop refused the order in its own words, and keeps the order to correct or send again', async () => {
    const { server, user } = await openPhoneOrder();
    server.refusePhoneOrders = { status: 409, message: messages.shopClosed('tomorrow at 11:00') };
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user);
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.shopClosed('tomorrow at 11:00'));
    expect(screen.getByLabelText('Customer’s name')).toHaveValue('Hari Thapa');
    expect(within(order()).getAllByRole('listitem')).toHaveLength(1);

    server.refusePhoneOrders = null;
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));
    await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
  });

  it('takes an order for later at a time the cook picks from the shop’s hours, priority off meanwhile, and says its time once taken', async () => {
    const { server, user } = await openPhoneOrder();
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user);
    const when = screen.getByRole('combobox', { name: 'When' });
    expect(when).toHaveDisplayValue('Now, as soon as the kitchen can');
    const priority = screen.getByRole('checkbox', { name: 'Priority' });
    await user.click(priority);

    // The first quarter hour after the kitchen's shortest time and the ride (32 minutes), today or just after midnight.
    const [, soonest] = within(when).getAllByRole('option');
    const deliverAt = soonest!.getAttribute('value')!;
    expect(Date.parse(deliverAt) - Date.now()).toBeGreaterThanOrEqual(32 * MINUTE);
    expect(Date.parse(deliverAt) - Date.now()).toBeLessThan((32 + 15) * MINUTE);
    await user.selectOptions(when, soonest!);
    expect(when).toHaveAccessibleDescription(/^Baked to arrive (today|tomorrow) at \d\d:\d\d; it waits under Later on the board until then\.$/);
    expect(priority).toBeDisabled();
    expect(priority).not.toBeChecked();
    expect(priority).toHaveAccessibleDescription(LATER_NOT_PRIORITY);
    // No priority fee: the Margherita alone.
    await user.click(screen.getByRole('button', { name: `Take order for ${formatCurrency(650)}` }));

    await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
    const [sent] = sentOrders(server);
    expect(sent!.body).toMatchObject({ deliverAt, priority: false });
    expect(sent!.body).not.toHaveProperty('payment');
    expect(screen.getByText(/waits under Later on the board/)).toBeInTheDocument();
    expect(takenDetails()).toEqual({ When: formatLater(Date.parse(deliverAt), Date.now()), 'How it is paid': 'Cash on delivery' });
  });

  it('asks how the order is paid: cash on delivery unless the rider brings the shop’s QR, never a wallet, and sends the way only when not cash', async () => {
    const { server, user } = await openPhoneOrder();
    const paid = screen.getByRole('group', { name: 'How it is paid' });
    expect(within(paid).getAllByRole('radio').map((choice) => [choice.closest('label')?.textContent, (choice as HTMLInputElement).checked])).toEqual([
      ['Cash on delivery', true],
      ['Pay the rider by QR', false],
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Margherita' }));
    await typeHarisDetails(user);
    await user.click(within(paid).getByRole('radio', { name: 'Pay the rider by QR' }));
    await user.click(screen.getByRole('button', { name: /^Take order for/ }));

    await screen.findByRole('heading', { name: 'Order taken for Hari Thapa' });
    const [sent] = sentOrders(server);
    expect(sent!.body).toMatchObject({ payment: 'rider-qr', priority: false });
    expect(sent!.body).not.toHaveProperty('deliverAt');
    expect(takenDetails()).toEqual({ When: 'Now, as soon as the kitchen can', 'How it is paid': 'Pay the rider by QR' });
  });
});
