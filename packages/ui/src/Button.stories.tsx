import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Order pizzas', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'small', 'small-secondary', 'round', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Order pizzas' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Clear cart' } };
export const Small: Story = { args: { variant: 'small', children: 'Add to cart' } };
/** Beside a small button, the lesser action. */
export const SmallSecondary: Story = { args: { variant: 'small-secondary', children: 'Choose size & toppings' } };
export const Round: Story = { args: { variant: 'round', 'aria-label': 'Increase quantity', children: <span aria-hidden="true">+</span> } };
export const Danger: Story = { args: { variant: 'danger', children: 'Yes, cancel' } };

/** Reached with Tab: the one focus ring of the whole shop. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While its action runs: a spinner, and screen readers hear it is busy. */
export const Busy: Story = {
  args: { busy: true, disabled: true, children: 'placing order...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongLabel: Story = { args: { children: 'Order now for रू ४,२५०.००, delivered to Jhamsikhel' } };
