import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Status/Alert',
  component: Alert,
  args: { children: 'Failed creating your order' },
  decorators: [(Story) => <div className="w-[min(32rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed creating your order');
  },
};
export const Compact: Story = { args: { size: 'compact', children: 'Enter the price in rupees, like 850 or 850.50.' } };
export const LongMessage: Story = {
  args: { children: 'Order #WF23FG66 is delivered: it cannot become baking. Someone else may have moved it meanwhile; the board shows it as it is now.' },
};
