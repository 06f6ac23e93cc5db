import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OptionGroup, type OptionGroupProps } from './OptionGroup.tsx';
import { Price } from './Price.tsx';

const sizes = [
  { value: '1', label: 'Medium 10″', note: <Price amount={650} /> },
  { value: '2', label: 'Large 12″', note: <Price amount={950} /> },
  { value: '3', label: 'Family 14″', note: <Price amount={1250} />, unavailable: 'sold out' },
];

const extras = [
  { value: '7', label: 'Extra cheese', note: <>+ <Price amount={160} /></> },
  { value: '8', label: 'Chicken', note: <>+ <Price amount={200} /></> },
  { value: '9', label: 'Mushrooms', note: <>+ <Price amount={120} /></>, unavailable: 'sold out' },
  { value: '10', label: 'Jalapeño', note: <>+ <Price amount={100} /></> },
];

const meta = {
  title: 'Forms/OptionGroup',
  component: OptionGroup,
  args: { legend: 'Size', type: 'radio', name: 'size', options: sizes, chosen: ['1'], onChange: fn() },
} satisfies Meta<typeof OptionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen as the customer chooses: the group keeps what is ticked. */
function Choosing(args: OptionGroupProps) {
  const [chosen, setChosen] = useState(args.chosen);
  return <OptionGroup {...args} chosen={chosen} onChange={setChosen} />;
}

/** One of them: a size, the sold-out one disabled and saying so. */
export const OneOf: Story = {
  render: Choosing,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Large/ }));
    await expect(canvas.getByRole('radio', { name: /Large/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Family 14″ \(sold out\)/ })).toBeDisabled();
  },
};

/** Any of them, up to a limit given in the hint. */
export const AnyOf: Story = {
  args: { legend: 'Extras', hint: 'Up to 3', type: 'checkbox', name: 'extras', options: extras, chosen: ['7'] },
  render: Choosing,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken/ }));
    await expect(canvas.getByRole('checkbox', { name: /Chicken/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Mushrooms \(sold out\)/ })).toBeDisabled();
  },
};

/** The limit reached: the unticked boxes wait, a ticked one can still be unticked. */
export const Full: Story = {
  args: { legend: 'Extras', hint: 'Up to 2', type: 'checkbox', name: 'extras', options: extras, chosen: ['7', '8'], full: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /Jalapeño/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Chicken/ }));
    await expect(args.onChange).toHaveBeenCalledWith(['7']);
  },
};

/** Nothing chosen yet: ingredients a customer may leave out, none left out. */
export const NoneChosen: Story = {
  args: {
    legend: 'Without',
    type: 'checkbox',
    name: 'without',
    options: ['tomato', 'mozzarella', 'basil'].map((ingredient) => ({ value: ingredient, label: `No ${ingredient}` })),
    chosen: [],
  },
};

/** A sold-out option that was chosen before it sold out: still shown chosen, free to be unchosen. */
export const ChosenThenSoldOut: Story = {
  args: { legend: 'Extras', type: 'checkbox', name: 'extras', options: extras, chosen: ['9'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Mushrooms/ })).toBeEnabled();
  },
};
