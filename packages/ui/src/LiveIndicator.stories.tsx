import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveIndicator } from './LiveIndicator.tsx';

const meta = {
  title: 'Status/LiveIndicator',
  component: LiveIndicator,
  args: { state: 'live', lateNote: '(new orders may be late until the board is live again)' },
} satisfies Meta<typeof LiveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
  },
};
export const Connecting: Story = { args: { state: 'connecting' } };
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('new orders may be late');
  },
};
