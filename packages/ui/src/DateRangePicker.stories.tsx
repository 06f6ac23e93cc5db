import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

const TODAY = '2026-11-23';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { today: TODAY, value: { from: TODAY, to: TODAY }, onChange: fn() },
  render: function Picking(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateRangePicker
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-17', to: TODAY });
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-25', to: TODAY });
  },
};

export const LastSevenDays: Story = { args: { value: { from: '2026-11-17', to: TODAY } } };

/** Any days: the range changes once both ends make sense. */
export const OtherDays: Story = {
  args: { value: { from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Other days' })).toHaveAttribute('aria-pressed', 'true');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-15');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-15', to: '2026-10-31' });
  },
};

/** An end before the start is said, and not passed on. */
export const EndBeforeStart: Story = {
  args: { value: { from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ args, canvas }) => {
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-30');
    await expect(to).toHaveAccessibleDescription('The range must end on or after the day it starts.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
