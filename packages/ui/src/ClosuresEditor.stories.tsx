import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ClosuresEditor } from './ClosuresEditor.tsx';

const FESTIVALS = [
  { from: '2026-10-18', to: '2026-10-22', reason: 'Dashain' },
  { from: '2026-11-08', to: '2026-11-10', reason: 'Tihar' },
];

const meta = {
  title: 'Forms/ClosuresEditor',
  component: ClosuresEditor,
  args: { closures: FESTIVALS, today: '2026-11-23', onChange: fn() },
  parameters: { layout: 'padded' },
  render: function Editing(args) {
    const [closures, setClosures] = useState(args.closures);
    return (
      <ClosuresEditor
        {...args}
        closures={closures}
        onChange={(next) => {
          setClosures(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ClosuresEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Festivals: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tihar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([FESTIVALS[0]]);
  },
};

export const None: Story = {
  args: { closures: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a closure' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ from: '2026-11-23', to: '2026-11-23', reason: '' }]);
    await expect(canvas.getByText('Say why the shop is closed: customers read it.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reason'), 'Shop repairs');
    await expect(canvas.queryByText('Say why the shop is closed: customers read it.')).toBeNull();
  },
};

export const EndsBeforeItStarts: Story = {
  args: { closures: [{ from: '2026-12-02', to: '2026-12-01', reason: 'Staff holiday' }] },
};
