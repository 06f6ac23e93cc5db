import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopStatus } from '@chulo/api-client';
import { ALWAYS_OPEN, DIRECTIONS_MAX_LENGTH, formatCurrency, LATER_NOT_PRIORITY, MINUTE } from '@chulo/domain';
import { cartActions } from '../cart/cart-slice.ts';
import { checkoutStore, placedAnswer } from '../../testing/checkout-store.ts';
import { useFakeFetch } from '../../testing/fake-fetch.ts';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
import { userActions } from '../user/user-slice.ts';
import { CreateOrder } from './CreateOrder.tsx';
import { checkoutFeature } from './checkout-saga.ts';
import { shopStatusFeature } from '../shop-status/shop-status-saga.ts';
import { shopActions } from '../shop-status/shop-status-slice.ts';

const THAMEL = { latitude: 27.7172, longitude: 85.324 };
const OPEN: ShopStatus = { open: true, opensAt: new Date().toISOString(), closure: null, deliveryArea: { center: THAMEL, radiusKm: 8 } };

/** The order form with a Margherita in the cart and the shop's status as the loader found it. */
function renderForm(status: ShopStatus) {
  const { store } = createTestStore();
  store.inject(checkoutFeature);
  store.inject(shopStatusFeature);
  store.dispatch(cartActions.add({ id: 1, name: 'Margherita', unitPrice: 650 }));
  store.dispatch(shopActions.found(status));
  render(<CreateOrder />, { wrapper: withStore(store) });
  return store;
}

const orderButton = () => screen.getByRole('button', { name: /^Order now for/ });

describe('the order form and the shop’s status', () => {
  it('takes the order while the shop is open', () => {
    renderForm(OPEN);
    expect(orderButton()).toBeEnabled();
  });

  it('asks how to pay only where the shop takes a wallet, cash on delivery first and chosen', () => {
    renderForm(OPEN);
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull();
    cleanup();
    renderForm({ ...OPEN, payments: ['cash', 'khalti', 'esewa', 'rider-qr'] });
    const choice = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(within(choice).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['cash', 'khalti', 'esewa', 'rider-qr']);
    expect(within(choice).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  it('while the shop is closed, says when it opens again and why, and the Order now button, disabled, points to it', () => {
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    renderForm({ ...OPEN, open: false, opensAt: inTwoDays, closure: 'Tihar' });
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription(/^The shop is closed right now\. It opens again on \w+day \d+ \w+ at \d\d:\d\d ?Closed for Tihar\.$/);
  });

  it('while online orders are paused, says when they resume, and the Order now button, disabled, points to it', () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000);
    renderForm({ ...OPEN, pause: { until: inTenMinutes.toISOString() } });
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription(/^Online orders are paused right now\. We take them again (today|tomorrow) at \d\d:\d\d$/);
  });

  it('while the kitchen is busy, says how much longer deliveries take, and takes the order', () => {
    renderForm({ ...OPEN, busy: { extraMinutes: 20, until: new Date(Date.now() + 30 * 60_000).toISOString() } });
    expect(screen.getByRole('status')).toHaveTextContent('The kitchen is busyDeliveries take about 20 minutes longer than usual right now.');
    expect(orderButton()).toBeEnabled();
  });

  it('says under the address that the shop does not deliver there, once Get Position finds the customer outside the area', () => {
    const store = renderForm(OPEN);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).not.toHaveAccessibleDescription();
    act(() => void store.dispatch(userActions.positionFound({ latitude: 28.2096, longitude: 83.9856 })));
    expect(address).toHaveAccessibleDescription('We only deliver within 8 km of the shop, and this address is further away');
    expect(screen.queryByRole('button', { name: 'Get Position' })).toBeNull();
  });

  it('drops the position once the customer types an address over the one it filled in: the order goes by the typed one', async () => {
    const store = renderForm(OPEN);
    act(() => void store.dispatch(userActions.positionFound({ latitude: 28.2096, longitude: 83.9856 })));
    act(() => void store.dispatch(userActions.addressFound('Lakeside, Pokhara 33700, Nepal')));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Thamel, Kathmandu');
    expect(store.getState().user.position).toBeNull();
    expect(address).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Get Position' })).toBeEnabled();
  });

  it('keeps a position whose address lookup failed when the customer types the address: it is where the device is', async () => {
    const store = renderForm(OPEN);
    act(() => void store.dispatch(userActions.positionFound(THAMEL)));
    act(() => void store.dispatch(userActions.addressFailed('Failed getting address')));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Jyatha, Thamel, Kathmandu');
    expect(store.getState().user.position).toEqual(THAMEL);
  });
});

describe('the order form while the network is away', () => {
  const fetchMock = useFakeFetch();

  it('says the order waits for the network, keeps what the customer typed, and lets them stop waiting', async () => {
    const customer = userEvent.setup();
    const shop = checkoutStore();
    shop.store.dispatch(shopActions.found(OPEN));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<CreateOrder />, { wrapper: withStore(shop.store) });
    await customer.type(screen.getByRole('textbox', { name: 'First Name' }), 'Aarati');
    await customer.type(screen.getByRole('textbox', { name: 'Phone number' }), '+977 984-1234567');
    await customer.type(screen.getByRole('textbox', { name: 'Address' }), 'Thamel, Kathmandu');

    const waiting = shop.next('order/waitingForNetwork');
    await customer.click(orderButton());
    await act(() => waiting);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Waiting for the network');
    expect(notice).toHaveTextContent('will be sent as soon as the connection is back');
    expect(screen.getByRole('button', { name: 'placing order...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    await customer.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your order may not have reached the shop');
    expect(orderButton()).toBeEnabled();
    expect(orderButton(), 'the keyboard’s focus, where Stop waiting was').toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+977 984-1234567');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Thamel, Kathmandu');
  });
});

/**
 * The form, with the shop's `status`, filled as a customer would, and whatever `more` does on top
 * (a field typed, a time chosen); placed. Answers what was sent.
 */
async function placeFilled(fetchMock: ReturnType<typeof useFakeFetch>, more: (customer: ReturnType<typeof userEvent.setup>) => Promise<void>, status = OPEN) {
  const customer = userEvent.setup();
  const shop = checkoutStore();
  // The form stays on screen: the order's page, which would replace it, is the router's.
  const leaving = new Promise<void>((resolve) => shop.navigate.mockImplementation(() => resolve()));
  shop.store.dispatch(shopActions.found(status));
  render(<CreateOrder />, { wrapper: withStore(shop.store) });
  await customer.type(screen.getByRole('textbox', { name: 'First Name' }), 'Aarati');
  await customer.type(screen.getByRole('textbox', { name: 'Phone number' }), '+977 984-1234567');
  await customer.type(screen.getByRole('textbox', { name: 'Address' }), 'Jhamsikhel, Lalitpur');
  await more(customer);
  const outcome = Promise.race([leaving, shop.next('order/failed')]);
  await customer.click(orderButton());
  await act(() => outcome);
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

describe('directions for the rider', () => {
  const fetchMock = useFakeFetch();

  /** The form filled as a customer would, `directions` typed or left alone, paid as `payment` says; answers what was sent. */
  const placeWith = (directions: string | null, payment?: string) =>
    placeFilled(
      fetchMock,
      async (customer) => {
        if (directions !== null) await customer.type(screen.getByRole('textbox', { name: 'Directions for the rider' }), directions);
        if (payment) await customer.click(screen.getByRole('radio', { name: payment }));
      },
      payment ? { ...OPEN, payments: ['cash', 'khalti', 'esewa', 'rider-qr'] } : OPEN,
    );

  it('sends the directions typed after the address, beside SPEC’s fields', async () => {
    fetchMock.mockResolvedValueOnce(placedAnswer('WF23FG66'));
    const [sent] = await placeWith('  behind Bhatbhateni, blue gate ');
    expect(sent).toMatchObject({ address: 'Jhamsikhel, Lalitpur', directions: 'behind Bhatbhateni, blue gate' });
  });

  it('sends SPEC’s order, without directions, when the field is left empty or blank', async () => {
    fetchMock.mockResolvedValue(placedAnswer('WF23FG66'));
    for (const directions of [null, '   ']) {
      const [sent] = await placeWith(directions);
      expect(sent).not.toHaveProperty('directions');
      cleanup();
      fetchMock.mockClear();
    }
  });

  it('sends how the customer pays beside SPEC’s fields, and nothing for cash on delivery', async () => {
    fetchMock.mockResolvedValue(placedAnswer('WF23FG66'));
    expect((await placeWith(null, 'Khalti'))[0]).toMatchObject({ payment: 'khalti' });
    cleanup();
    fetchMock.mockClear();
    expect((await placeWith(null, 'Cash on delivery'))[0]).not.toHaveProperty('payment');
  });

  it('says under the field what is wrong with them, in the contract’s words, and sends nothing', async () => {
    expect(await placeWith('blue\u200Bgate')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Directions for the rider' })).toHaveAccessibleDescription('Directions may not contain invisible characters');
  });

  it('takes no more than the contract does', () => {
    renderForm(OPEN);
    expect(screen.getByRole('textbox', { name: 'Directions for the rider' })).toHaveAttribute('maxlength', String(DIRECTIONS_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: 'Directions for the rider' })).not.toBeRequired();
  });
});

describe('an order for later', () => {
  const fetchMock = useFakeFetch();
  // Open all day, every day: the form offers times from the kitchen's shortest time on, today and tomorrow.
  const WITH_HOURS: ShopStatus = { ...OPEN, schedule: ALWAYS_OPEN, leadMinutes: 32 };
  const timeChoice = () => screen.getByRole('combobox', { name: 'Delivery time' });
  const priorityBox = () => screen.getByRole('checkbox', { name: 'Want to give your order priority?' });
  /** The first time later today (or tomorrow, just before midnight), as its option reads. */
  const firstLaterTime = () => within(timeChoice()).getAllByRole('option')[1]!;

  it('is not offered until the shop’s status has its hours: the form is SPEC’s', () => {
    renderForm(OPEN);
    expect(screen.queryByRole('combobox', { name: 'Delivery time' })).toBeNull();
  });

  it('is taken while the shop is closed, not while online orders are paused: choosing a time frees Order now', async () => {
    const inTwoHours = new Date(Date.now() + 120 * MINUTE).toISOString();
    renderForm({ ...WITH_HOURS, open: false, opensAt: inTwoHours, leadMinutes: 152 });
    expect(orderButton()).toBeDisabled();
    expect(screen.getByText('You can still order for later: choose a delivery time above.')).toBeInTheDocument();
    const customer = userEvent.setup();
    await customer.selectOptions(timeChoice(), firstLaterTime());
    expect(Date.parse(firstLaterTime().getAttribute('value')!)).toBeGreaterThanOrEqual(Date.now() + 152 * MINUTE);
    expect(orderButton()).toBeEnabled();
    cleanup();

    renderForm({ ...WITH_HOURS, pause: { until: inTwoHours } });
    await customer.selectOptions(timeChoice(), firstLaterTime());
    expect(orderButton()).toBeDisabled();
    expect(screen.queryByText(/You can still order for later/)).toBeNull();
  });

  it('is as soon as possible until a time is chosen, and SPEC’s order is sent without one', async () => {
    fetchMock.mockResolvedValueOnce(placedAnswer('WF23FG66'));
    const [sent] = await placeFilled(
      fetchMock,
      async () => {
        expect(timeChoice()).toHaveValue('');
        expect(timeChoice()).toHaveDisplayValue('As soon as possible');
        expect(timeChoice()).toHaveAccessibleDescription('Or choose a time later today or tomorrow.');
      },
      WITH_HOURS,
    );
    expect(sent).not.toHaveProperty('deliverAt');
  });

  it('offers quarter hours from the kitchen’s shortest time, by day, and sends the one chosen; priority is off meanwhile', async () => {
    fetchMock.mockResolvedValueOnce(placedAnswer('WF23FG66'));
    const [sent] = await placeFilled(
      fetchMock,
      async (customer) => {
        await customer.click(priorityBox());
        const chosen = firstLaterTime();
        const at = Date.parse(chosen.getAttribute('value')!);
        expect(at).toBeGreaterThanOrEqual(Date.now() + 32 * MINUTE);
        expect(at).toBeLessThan(Date.now() + (32 + 16) * MINUTE);
        expect(chosen).toHaveTextContent(/^(Today|Tomorrow), \d\d:(00|15|30|45)$/);
        await customer.selectOptions(timeChoice(), chosen);
        expect(timeChoice()).toHaveAccessibleDescription(/^We bake it to arrive (today|tomorrow) at \d\d:\d\d\.$/);
        expect(priorityBox()).toBeDisabled();
        expect(priorityBox()).not.toBeChecked();
        expect(priorityBox()).toHaveAccessibleDescription(LATER_NOT_PRIORITY);
        // The fee is not added: 650 for the Margherita alone.
        expect(orderButton().textContent).toBe(`Order now for ${formatCurrency(650)}`);
      },
      WITH_HOURS,
    );
    expect(sent).toMatchObject({ priority: false, deliverAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00\.000Z$/) });
  });

  it('says under the time chosen why the shop cannot keep it, in the shop’s words', async () => {
    const message = 'The soonest we can deliver now is 19:52: please choose a later time';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 'fail', message, issues: [{ path: 'deliverAt', message }] }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    await placeFilled(fetchMock, (customer) => customer.selectOptions(timeChoice(), firstLaterTime()), WITH_HOURS);
    expect(timeChoice()).toHaveAccessibleDescription(new RegExp(message));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed creating your order');
  });
});
