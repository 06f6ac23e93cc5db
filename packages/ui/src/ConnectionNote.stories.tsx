import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectionNote } from './ConnectionNote.tsx';

const meta = {
  title: 'Status/ConnectionNote',
  component: ConnectionNote,
  args: { state: 'offline', lastSeen: '26 Nov, 14:32', onReload: fn() },
  argTypes: { state: { control: 'inline-radio', options: ['offline', 'lastKnown', 'newVersion'] } },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof ConnectionNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You’re offline.You can still browse the menu and fill your cart.');
  },
};

/** An order page shown from the copy kept for offline. */
export const LastKnown: Story = {
  args: { state: 'lastKnown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This is your order as we last saw it, on 26 Nov, 14:32');
  },
};

export const NewVersion: Story = {
  args: { state: 'newVersion' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
