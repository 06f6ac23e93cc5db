import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const label = (
  <>
    <span className="sr-only">Margherita</span> Sold out
  </>
);

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label, checked: false, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  render: function Toggling(args) {
    const [checked, setChecked] = useState(args.checked);
    return <Switch {...args} checked={checked} onChange={setChecked} />;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Margherita Sold out' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};
export const On: Story = { args: { checked: true } };
export const Saving: Story = { args: { checked: true, busy: true } };
