import type { Order } from '@chulo/api-client';
import { amountToCollect, formatDate, isOnlinePayment, PAYMENT_METHOD_NAMES, type PaymentMethod, paymentLine } from '@chulo/domain';
import { PaymentPanel } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { orderActions, selectPaying } from './order-slice.ts';

/** What the customer reads of a payment not yet made, by where its last try stands. */
function awaitingMessage({ payment, status }: Order): string | undefined {
  if (!payment || !isOnlinePayment(payment.method) || payment.paid) return undefined;
  const wallet = PAYMENT_METHOD_NAMES[payment.method];
  if (status === 'cancelled') return 'The time to pay ran out, so this order is cancelled. Nothing was taken.';
  if (payment.state === 'unpaid') return 'Your payment did not go through, and nothing was taken. Pay again, or pay cash on delivery instead.';
  if (payment.state === 'held') return `We are checking this payment with ${wallet}. The shop will call you if it needs anything.`;
  return `Pay by ${payment.payBy ? formatDate(payment.payBy) : 'the time shown'}, or the order is cancelled. The kitchen starts it once it is paid.`;
}

/** How an order not paid in cash is paid, on its page; while it awaits payment, a way to pay again or at the door. */
export function OrderPayment({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const paying = useAppSelector(selectPaying);
  const { payment } = order;
  const mayPay = order.status === 'awaiting-payment' && payment !== undefined && isOnlinePayment(payment.method) && payment.state !== 'held';
  const actions =
    mayPay && payment
      ? [
          { value: payment.method, label: `Pay with ${PAYMENT_METHOD_NAMES[payment.method]}` },
          { value: 'cash', label: 'Pay cash on delivery instead' },
        ]
      : [];
  return (
    <PaymentPanel
      line={paymentLine(payment)}
      toCollect={order.status === 'awaiting-payment' || order.status === 'cancelled' ? 0 : amountToCollect(order)}
      message={awaitingMessage(order)}
      actions={actions}
      busy={paying.status === 'paying'}
      error={paying.error || undefined}
      onAction={(method) => dispatch(orderActions.pay(order.id, method as PaymentMethod))}
    />
  );
}
