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
    await expect(canvas.getByRole('img', { name: /delivery spot/ })).toBeVisible();
  },
};

/** Taken by phone, with a typed address and no position: no QR code, and nothing left empty in its place. */
export const PhoneOrderWithoutPosition: Story = {
  args: { channel: 'phone', priority: false, mapLink: null, directions: undefined, lines: [{ quantity: 2, name: 'Margherita' }], toCollect: 1300 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Phone order')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('Directions')).toBeNull();
  },
};

/** An order from before channels and directions: the ticket prints what it has. */
export const OlderOrder: Story = {
  args: { channel: undefined, directions: undefined, priority: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/ order$/)).toBeNull();
  },
};

/** Long names and an address without spaces wrap inside the roll; nothing runs off its edge. */
export const LongText: Story = {
  args: {
    customer: 'Shreeya Laxmi Rajbhandari Pradhananga',
    address: 'Bhanimandal-Chowk-Ekantakuna-Road-Lalitpur-Metropolitan-City-Ward-13',
    directions: 'Come past the temple with the big bell, turn left at the tea shop, third house after the school gate',
    lines: [{ quantity: 12, name: 'Chicken Tikka Masala Supreme', choice: { size: 'Family', crust: 'Cheese burst', extras: ['Extra cheese', 'Jalapeños', 'Mushrooms'], without: ['onion', 'green chilli'] } }],
  },
  play: async ({ canvasElement }) => {
    const ticket = canvasElement.querySelector('article')!;
    const { right } = ticket.getBoundingClientRect();
    const overflowing = [...ticket.querySelectorAll('*')].filter((part) => part.getBoundingClientRect().right > right + 0.5);
    await expect(overflowing).toEqual([]);
  },
};
