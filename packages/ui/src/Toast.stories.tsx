import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toast } from './Toast.tsx';

const meta = {
  title: 'Status/Toast',
  component: Toast,
  args: { label: 'New orders', title: '🔔 New order', onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-72">{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <p className="mt-2 text-sm">#WF23FG66 Aarati Shrestha</p> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const LongTitle: Story = { args: { title: '🔔 12 new orders while the board was reconnecting to the kitchen' } };
