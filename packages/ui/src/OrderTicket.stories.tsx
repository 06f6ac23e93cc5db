import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTicket } from './OrderTicket.tsx';

const meta = {
  title: 'Kitchen/OrderTicket',
  component: OrderTicket,
  args: {
    orderId: 'RAM23456',
    placedAt: '2026-11-24T12:50:00.000Z',
    channel: 'web',
    priority: true,
    due: '2026-11-24T13:25:00.000Z',
    lines: [
      { quantity: 3, name: 'Margherita', choice: { size: 'Large', crust: 'Thin', extras: ['Extra cheese'], without: ['basil'] } },
      { quantity: 2, name: 'Margherita', choice: { size: 'Medium', crust: 'Classic', extras: [], without: [] } },
      { quantity: 1, name: 'Momo Masala' },
    ],
    customer: 'Ram Sharma',
    phone: '+977 984-1234567',
    address: 'Thamel Marg 12, Kathmandu',
    directions: 'Behind Bhatbhateni, blue gate, second floor',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=27.7154%2C85.3123',
    toCollect: 2508,
    payment: 'Cash on delivery',
  },
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A priority web order with choices, directions and the delivery spot: everything a ticket can carry. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ticket for order #RAM23456');
    // Shop time, Kathmandu: 12:50 UTC is 6:35 PM there.
    await expect(canvas.getByText(/^Placed/)).toHaveTextContent('Placed Nov 24, 06:35 PM');
    await expect(canvas.getByText('Priority')).toBeVisible();
    const [large] = canvas.getAllByRole('list', { name: 'Margherita: what was chosen' });
    await expect([...within(large!).getAllByRole('listitem')].map((item) => item.textContent)).toEqual(['Large', 'Thin crust', '+ Extra cheese', 'NO basil']);
    await expect(canvas.getByText('Directions').nextSibling).toHaveTextContent('Behind Bhatbhateni, blue gate, second floor');
    await expect(canvas.getByRole('img', { name: /delivery spot/ })).toBeVisible();
  },
};

/** Taken by phone, with a typed address, no position and no directions: no QR code, and nothing left empty in their place. */
export const PhoneOrderWithoutPosition: Story = {
  args: { channel: 'phone', priority: false, mapLink: null, directions: undefined, lines: [{ quantity: 2, name: 'Margherita' }], toCollect: 1300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone order')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('Directions')).toBeNull();
  },
};

/** An order for later: the time the customer chose, printed apart above the estimate. */
export const ForLater: Story = {
  args: { priority: false, deliverAt: '2026-11-25T06:15:00.000Z', due: '2026-11-25T06:15:00.000Z' },
  play: async ({ canvas }) => {
    // 06:15 UTC is 12:00 in Kathmandu.
    await expect(canvas.getByText(/^For later/)).toHaveTextContent('For later · Nov 25, 12:00 PM');
    await expect(canvas.queryByText('Priority')).toBeNull();
  },
};

/**
 * The widest order id on one line; long names, and a link pasted into the directions with nothing to
 * break it at, wrapped inside the roll: nothing runs off its edge.
 */
export const LongText: Story = {
  args: {
    orderId: 'WMWMWMWM',
    customer: 'Shreeya Laxmi Rajbhandari Pradhananga',
    address: 'Bhanimandal-Chowk-Ekantakuna-Road-Lalitpur-Metropolitan-City-Ward-13',
    directions: 'Past the temple with the big bell, third house after the school gate: https://maps.app.goo.gl/Xq7RbT2kLmN9vPzW8aHc4JdE6fGsYtUu',
    lines: [{ quantity: 12, name: 'Chicken Tikka Masala Supreme', choice: { size: 'Family', crust: 'Cheese burst', extras: ['Extra cheese', 'Jalapeños', 'Mushrooms'], without: ['onion', 'green chilli'] } }],
  },
  play: async ({ canvasElement }) => {
    const ticket = canvasElement.querySelector('article')!;
    const { right } = ticket.getBoundingClientRect();
    // Text runs past its box when it cannot wrap: each run of text is measured, not only the boxes.
    const texts = document.createTreeWalker(ticket, NodeFilter.SHOW_TEXT);
    const overflowing: string[] = [];
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      // Words for screen readers alone are clipped to nothing: never on paper.
      if (text.parentElement!.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      if (range.getBoundingClientRect().right > right + 0.5) overflowing.push(text.textContent!);
    }
    await expect(overflowing).toEqual([]);
    const id = canvasElement.querySelector('h2')!;
    await expect(id.getBoundingClientRect().height).toBeLessThan(1.5 * parseFloat(getComputedStyle(id).lineHeight));
  },
};
