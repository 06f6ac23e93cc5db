import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentPanel } from './PaymentPanel.tsx';

const payAgain = [
  { value: 'khalti', label: 'Pay with Khalti' },
  { value: 'esewa', label: 'Pay with eSewa' },
  { value: 'cash', label: 'Pay cash on delivery instead' },
];

const meta = {
  title: 'Status/PaymentPanel',
  component: PaymentPanel,
  args: { line: 'Cash on delivery', toCollect: 1560, onAction: fn() },
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery: what the rider collects. */
export const CashToCollect: Story = {};

/** Waiting for the wallet's payment, with a way to pay again or at the door. */
export const AwaitingPayment: Story = {
  args: {
    line: 'Awaiting payment with Khalti',
    toCollect: 0,
    message: 'Pay by 19:30, or the order is cancelled. The kitchen starts it once it is paid.',
    actions: payAgain,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await expect(args.onAction).toHaveBeenCalledWith('cash');
  },
};

/** A cancelled or expired payment: nothing was taken. */
export const NotPaid: Story = {
  args: {
    line: 'Awaiting payment with eSewa',
    toCollect: 0,
    message: 'Your payment did not go through, and nothing was taken. Pay again, or pay cash on delivery instead.',
    actions: payAgain,
  },
};

/** The wallet did not answer: the customer reads a sentence, and may try again. */
export const ProviderAway: Story = {
  args: { ...NotPaid.args, error: 'The payment service did not answer in time. Your order is kept: please try again in a moment, or pay cash on delivery instead' },
};

/** One of the ways under way: every button waits. */
export const Busy: Story = {
  args: { ...AwaitingPayment.args, busy: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Paid with a wallet: nothing to collect. */
export const Paid: Story = { args: { line: 'Paid with Khalti', toCollect: 0 } };

/** Paid with a wallet, made priority afterwards: the rider collects the fee. */
export const PaidWithPriorityToCollect: Story = { args: { line: 'Paid with eSewa', toCollect: 312 } };

/** The time to pay ran out. */
export const Expired: Story = { args: { line: 'Awaiting payment with Khalti', toCollect: 0, message: 'The time to pay ran out, so this order is cancelled. Nothing was taken.' } };
