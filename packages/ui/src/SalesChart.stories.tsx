import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SalesChart, type SalesPoint } from './SalesChart.tsx';

/** A day at the shop: quiet mornings, lunch, and the evening rush. */
const ORDERS_BY_HOUR = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 9, 6, 3, 2, 3, 5, 11, 14, 9, 4, 1, 0];
const BY_HOUR: SalesPoint[] = ORDERS_BY_HOUR.map((orders, hour) => ({ label: `${String(hour).padStart(2, '0')}:00`, orders, revenue: orders * 760 }));

const BY_DAY: SalesPoint[] = Array.from({ length: 30 }, (_, index) => {
  const orders = 40 + ((index * 17) % 23) + (index % 7 === 5 ? 25 : 0);
  return { label: `${index + 1} Nov`, orders, revenue: orders * 812.5 };
});

const meta = {
  title: 'Sales/SalesChart',
  component: SalesChart,
  args: { caption: 'Orders and revenue by hour', points: BY_HOUR },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SalesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing is for the eye; the same figures are in a table for screen readers and for reading off. */
export const ByHour: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await userEvent.click(canvas.getByText('The figures as a table'));
    const table = canvas.getByRole('table', { name: 'Orders and revenue by hour' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '19:00' }).closest('tr')).toHaveTextContent('14');
  },
};

export const ByDay: Story = { args: { caption: 'Orders and revenue by day', points: BY_DAY } };

export const OneDay: Story = { args: { caption: 'Orders and revenue by day', points: [{ label: '23 Nov', orders: 57, revenue: 46_310 }] } };

export const NoOrders: Story = { args: { points: BY_HOUR.map(({ label }) => ({ label, orders: 0, revenue: 0 })) } };
