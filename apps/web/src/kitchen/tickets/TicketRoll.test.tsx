import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURED_ORDER } from '@chulo/api-client/testing';
import { formatCurrency, formatDate } from '@chulo/domain';
import { card, openBoard } from '../testing/board-screen.tsx';
import { FakeEventStream } from '../testing/fake-staff-server.ts';
import { staffOrder } from '../testing/staff-order.ts';
import { rememberedTickets } from './ticket-memory.ts';

/** Ram's priority web order: two ways of making a Margherita, a plain pizza, the spot on the map and directions. */
const RAM = staffOrder({
  id: 'RAM23456',
  priority: true,
  priorityPrice: 518,
  orderPrice: 2590,
  cart: [...CONFIGURED_ORDER.cart, { pizzaId: 4, name: 'Momo Masala', quantity: 1, unitPrice: 100, totalPrice: 100 }],
  position: '27.7154,85.3123',
  directions: 'Behind Bhatbhateni, blue gate',
  createdAt: new Date().toISOString(),
});
const SITA = staffOrder({ id: 'SITA2345', customer: 'Sita Gurung', status: 'baking', createdAt: new Date().toISOString() });

const ticketOf = (id: string) => screen.getByRole('article', { name: `Ticket for order #${id}` });
const printButton = (id: string) => within(card(id)).getByRole('button', { name: new RegExp(`^(Re)?[Pp]rint order ${id}$`) });
const autoPrintSwitch = () => screen.getByRole('switch', { name: 'Auto-print new orders' });

/** The ids of the tickets printed, in order: what was on the roll each time the page was printed. */
let printed: string[];

beforeEach(() => {
  localStorage.clear();
  printed = [];
  // jsdom has no printing: the page's print records which ticket the roll held.
  const print = vi.fn(() => void printed.push(document.querySelector('[data-ticket-roll] h2')!.textContent!.replace(/^Ticket for order #/, '')));
  vi.stubGlobal('print', print);
});
afterEach(() => vi.unstubAllGlobals());

describe('the printed ticket', () => {
  it('prints from a card: the order, each line with its choices, the rider’s part, on a page 80 mm wide, and then offers a reprint', async () => {
    await openBoard([RAM, SITA]);
    await userEvent.click(printButton('RAM23456'));
    await vi.waitFor(() => expect(printed).toEqual(['RAM23456']));

    const ticket = ticketOf('RAM23456');
    expect(within(ticket).getByText(/^Placed/)).toHaveTextContent(`Placed ${formatDate(RAM.createdAt)}`);
    expect(within(ticket).getByText(/^Due/)).toHaveTextContent(`Due ${formatDate(RAM.estimatedDelivery)}`);
    expect(within(ticket).getByText('Web order')).toBeInTheDocument();
    expect(within(ticket).getByText('Priority')).toBeInTheDocument();
    // Lines counted and grouped as on the card, every choice on a line of its own.
    const lines = [...within(ticket).getByRole('list', { name: 'Pizzas' }).children].map((line) => line.textContent);
    expect(lines).toEqual(['2\u00a0× MargheritaMediumClassic crust', '1\u00a0× MargheritaLargeThin crust+ Extra cheeseNO basil', '1\u00a0× Momo Masala']);

    const rider = within(ticket).getByRole('region', { name: 'Rider' });
    expect(within(rider).getByText('Customer').nextSibling).toHaveTextContent('Ram Sharma');
    expect(within(rider).getByText('Phone').nextSibling).toHaveTextContent('+977 984-1234567');
    expect(within(rider).getByText('Address').nextSibling).toHaveTextContent('Thamel Marg 12, Kathmandu');
    expect(within(rider).getByText('Directions').nextSibling).toHaveTextContent('Behind Bhatbhateni, blue gate');
    expect(within(rider).getByRole('img', { name: /delivery spot/ }).tagName).toBe('svg');
    expect(within(rider).getByText('To collect').nextSibling).toHaveTextContent(formatCurrency(3108).replace(/\s/g, ' '));
    expect(within(rider).getByText('Cash on delivery')).toBeInTheDocument();

    // The page is the roll's width, and prints the ticket alone.
    const printedPage = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(printedPage).toMatch(/@page \{ size: 80mm \d+mm; margin: 0(px)?; \}/);
    expect(printedPage).toMatch(/@media print \{\s*body > :not\(\[data-ticket-roll\]\) \{ display: none !important; \}\s*\}/);

    expect(printButton('RAM23456')).toHaveAccessibleName('Reprint order RAM23456');
    expect(printButton('SITA2345')).toHaveAccessibleName('Print order SITA2345');
    await userEvent.click(printButton('RAM23456'));
    await vi.waitFor(() => expect(printed).toEqual(['RAM23456', 'RAM23456']));
  });

  it('remembers on this device which tickets it printed, after a reload too', async () => {
    await openBoard([RAM, SITA]);
    await userEvent.click(printButton('SITA2345'));
    await vi.waitFor(() => expect(printButton('SITA2345')).toHaveAccessibleName('Reprint order SITA2345'));
    expect(rememberedTickets().marks).toEqual({ SITA2345: 'printed' });

    cleanup();
    await openBoard([RAM, SITA]);
    expect(printButton('SITA2345')).toHaveAccessibleName('Reprint order SITA2345');
    expect(printButton('RAM23456')).toHaveAccessibleName('Print order RAM23456');
  });

  it('forgets a ticket once its order has left the board for good', async () => {
    await openBoard([RAM, SITA]);
    await userEvent.click(printButton('SITA2345'));
    await vi.waitFor(() => expect(rememberedTickets().marks).toEqual({ SITA2345: 'printed' }));

    cleanup();
    // Delivered meanwhile: no longer among the open orders.
    await openBoard([RAM]);
    expect(rememberedTickets().marks).toEqual({});
  });
});

describe('auto-print', () => {
  it('prints each new order once as it arrives, leaving those already on the board to the staff', async () => {
    const { server } = await openBoard([RAM, SITA]);
    await userEvent.click(autoPrintSwitch());
    expect(autoPrintSwitch()).toHaveAttribute('aria-checked', 'true');

    const anjali = staffOrder({ id: 'ANJA2345', customer: 'Anjali', createdAt: new Date().toISOString() });
    const bikash = staffOrder({ id: 'BIKA2345', customer: 'Bikash', createdAt: new Date().toISOString() });
    act(() => FakeEventStream.latest().emit('order', anjali));
    act(() => FakeEventStream.latest().emit('order', bikash));
    await vi.waitFor(() => expect(printed).toEqual(['ANJA2345', 'BIKA2345']));

    // The same order again (a change, the list after a reconnect) is not a new one.
    act(() => FakeEventStream.latest().emit('order', { ...anjali, priority: true }));
    server.orders = [RAM, SITA, { ...anjali, priority: true }, bikash];
    act(() => FakeEventStream.latest().emit('ready'));
    await screen.findByText('Live');
    expect(within(card('ANJA2345')).getByRole('button', { name: 'Reprint order ANJA2345' })).toBeVisible();
    expect(printed).toEqual(['ANJA2345', 'BIKA2345']);
  });

  it('prints, after a reload, the orders that came in meanwhile, and never one it printed before', async () => {
    const anjali = staffOrder({ id: 'ANJA2345', customer: 'Anjali', createdAt: new Date().toISOString() });
    await openBoard([RAM, SITA]);
    await userEvent.click(autoPrintSwitch());
    act(() => FakeEventStream.latest().emit('order', anjali));
    await vi.waitFor(() => expect(printed).toEqual(['ANJA2345']));

    cleanup();
    const meanwhile = staffOrder({ id: 'MEAN2345', customer: 'Dolma', createdAt: new Date().toISOString() });
    await openBoard([RAM, SITA, anjali, meanwhile]);
    expect(autoPrintSwitch()).toHaveAttribute('aria-checked', 'true');
    await vi.waitFor(() => expect(printed).toEqual(['ANJA2345', 'MEAN2345']));
  });

  it('prints an order for later when it joins the queue, not when it comes in', async () => {
    await openBoard([RAM, SITA]);
    await userEvent.click(autoPrintSwitch());
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const dinner = staffOrder({ id: 'DINE2345', customer: 'Dolma', createdAt: new Date().toISOString(), deliverAt: inMinutes(180), bakeFrom: inMinutes(128) });
    act(() => FakeEventStream.latest().emit('order', dinner));
    await screen.findByRole('article', { name: 'Order #DINE2345' });
    expect(printed).toEqual([]);

    // The server lets it into the queue: its ticket comes out, with the time chosen.
    const released = { ...dinner };
    delete released.bakeFrom;
    act(() => FakeEventStream.latest().emit('order', released));
    await vi.waitFor(() => expect(printed).toEqual(['DINE2345']));
    expect(within(ticketOf('DINE2345')).getByText(/^For later/)).toHaveTextContent(`For later · ${formatDate(dinner.deliverAt!)}`);
  });

  it('prints nothing by itself while it is off', async () => {
    await openBoard([RAM]);
    expect(autoPrintSwitch()).toHaveAttribute('aria-checked', 'false');
    act(() => FakeEventStream.latest().emit('order', staffOrder({ id: 'ANJA2345', createdAt: new Date().toISOString() })));
    await screen.findByRole('article', { name: 'Order #ANJA2345' });
    // Tickets print in turn: one asked for now comes out first, as Anjali's would have come before it.
    await userEvent.click(printButton('RAM23456'));
    await vi.waitFor(() => expect(printed).toEqual(['RAM23456']));
  });
});
