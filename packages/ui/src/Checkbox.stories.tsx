import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { Price } from './Price.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Want to give your order priority?',
    hint: (
      <>
        We bake it before every regular order, for 20 % more (<Price amount={850} />).
      </>
    ),
    onChange: fn(),
  },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText('Want to give your order priority?'));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
export const Ticked: Story = { args: { checked: true, readOnly: true } };
export const WithoutHint: Story = { args: { hint: undefined, label: 'Remember me on this device' } };
export const Disabled: Story = { args: { disabled: true } };
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};
