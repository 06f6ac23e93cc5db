import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price.tsx';

const meta = {
  title: 'Content/Price',
  component: Price,
  args: { amount: 1234.5, className: 'text-lg font-bold text-ink-900' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nepali rupees in Nepali numerals, as every browser with Nepali number data writes them. */
export const NepaliNumerals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/१,२३४\.५०/)).toBeVisible();
  },
};
export const Zero: Story = { args: { amount: 0 } };
export const Large: Story = { args: { amount: 1_250_000 } };
export const Paisa: Story = { args: { amount: 0.5 } };
