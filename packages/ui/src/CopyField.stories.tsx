import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CopyField } from './CopyField.tsx';

const meta = {
  title: 'Forms/CopyField',
  component: CopyField,
  args: { label: 'The order’s page', value: 'https://chulopizza.com.np/order/K7M2P9QX', state: 'idle', onCopy: fn() },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status', { name: 'The order’s page' })).toHaveTextContent('https://chulopizza.com.np/order/K7M2P9QX');
    const copy = canvas.getByRole('button', { name: 'Copy' });
    await expect(copy).not.toHaveAccessibleDescription();
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};
export const Copied: Story = {
  args: { state: 'copied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Copied');
  },
};
export const CopyRefused: Story = { args: { state: 'failed' } };
export const LongAddress: Story = { args: { value: 'http://kitchen-tablet.chulo-pizza.local:3000/order/K7M2P9QX' } };
