import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALWAYS_OPEN, type WeeklyHours } from '@chulo/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HoursEditor } from './HoursEditor.tsx';

const LUNCH_AND_DINNER: WeeklyHours = [
  [{ opens: '11:00', closes: '22:00' }],
  [],
  [
    { opens: '11:00', closes: '14:30' },
    { opens: '17:00', closes: '22:00' },
  ],
  [{ opens: '11:00', closes: '22:00' }],
  [{ opens: '11:00', closes: '22:00' }],
  [{ opens: '11:00', closes: '23:00' }],
  [{ opens: '10:00', closes: '24:00' }],
];

const meta = {
  title: 'Forms/HoursEditor',
  component: HoursEditor,
  args: { hours: LUNCH_AND_DINNER, onChange: fn() },
  parameters: { layout: 'padded' },
  render: function Editing(args) {
    const [hours, setHours] = useState(args.hours);
    return (
      <HoursEditor
        hours={hours}
        onChange={(next) => {
          setHours(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof HoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed on Mondays, a break on Tuesdays, late on Saturdays. */
export const Week: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Closed all day')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open this day on Monday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(LUNCH_AND_DINNER.with(1, [{ opens: '11:00', closes: '21:00' }]));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tuesday’s hours 2' }));
    await expect(within(canvas.getByRole('group', { name: 'Tuesday, hours 1' })).getByLabelText('Closes')).toHaveValue('14:30');
    await expect(canvas.queryByRole('group', { name: 'Tuesday, hours 2' })).toBeNull();
  },
};

export const AlwaysOpen: Story = { args: { hours: ALWAYS_OPEN.hours } };

/** What the server would refuse is said under the week, in its words. */
export const ClosesBeforeItOpens: Story = {
  args: { hours: LUNCH_AND_DINNER.with(3, [{ opens: '22:00', closes: '11:00' }]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wednesday: the shop must close after it opens')).toBeVisible();
  },
};

export const Overlapping: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByRole('group', { name: 'Tuesday, hours 2' });
    const opens = within(second).getByLabelText('Opens');
    await userEvent.clear(opens);
    await userEvent.type(opens, '1300');
    await expect(await canvas.findByText('Tuesday: opening hours overlap')).toBeVisible();
  },
};
