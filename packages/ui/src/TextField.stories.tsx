import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Phone number', name: 'phone', type: 'tel' },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Phone number');
    await userEvent.type(field, '+977 984-1234567');
    await expect(field).toHaveValue('+977 984-1234567');
  },
};

export const Filled: Story = { args: { label: 'First Name', defaultValue: 'Aarati' } };

/** The message sits under the field, is read with it, and marks it invalid. */
export const WithError: Story = {
  args: { defaultValue: '1234', error: 'Provide us your correct Number please.' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Phone number');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Provide us your correct Number please.');
  },
};

export const Stacked: Story = { args: { label: 'Username', layout: 'stacked', autoComplete: 'username' } };

export const Disabled: Story = { args: { label: 'Address', disabled: true, defaultValue: 'Looking up your address…' } };

/** A button that belongs to the field: inside it on wide screens, under it on phones. */
export const WithAction: Story = {
  args: {
    label: 'Address',
    defaultValue: 'Thamel Marg 12, Kathmandu 44600, Nepal, by the blue gate opposite the momo shop',
    action: <Button variant="small">Get Position</Button>,
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Phone number')).toHaveFocus();
  },
};
