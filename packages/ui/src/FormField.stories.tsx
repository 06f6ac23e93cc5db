import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Role',
    htmlFor: 'role',
    children: (
      <select id="role" className="text-field w-full" defaultValue="kitchen">
        <option value="kitchen">Kitchen</option>
        <option value="owner">Owner</option>
      </select>
    ),
  },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control, labelled: here a select, which TextField does not cover. */
export const Row: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Role')).toHaveValue('kitchen');
  },
};

export const Stacked: Story = { args: { layout: 'stacked' } };

/** The message is read with the control that names it in `aria-describedby`. */
export const WithMessage: Story = {
  args: {
    label: 'Radius (km)',
    htmlFor: 'radius',
    messageId: 'radius-message',
    message: 'The radius is at most 200 km',
    children: <input id="radius" className="text-field w-full" inputMode="decimal" defaultValue="250" aria-invalid aria-describedby="radius-message" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Radius (km)')).toHaveAccessibleDescription('The radius is at most 200 km');
  },
};
