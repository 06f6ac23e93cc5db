import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { itemName: 'Margherita', quantity: 2, onDecrease: fn(), onIncrease: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the cart: the buttons change the quantity the stepper shows. */
export const Default: Story = {
  render: function Counting(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    return <QuantityStepper {...args} quantity={quantity} onIncrease={() => setQuantity(quantity + 1)} onDecrease={() => setQuantity(quantity - 1)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('group')).toHaveTextContent('1');
  },
};

export const FromTheKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onIncrease).toHaveBeenCalledOnce();
  },
};

export const LargeQuantity: Story = { args: { quantity: 20, itemName: 'Momo Masala with extra timur and a very long name' } };
