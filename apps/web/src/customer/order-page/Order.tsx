import { Suspense, useEffect } from 'react';
import { type Order as OrderData } from '@chulo/api-client';
import { amountToCollect, amountToPay, formatDate, formatOpening, isOpen, minutesLeft, PAYMENT_METHOD_NAMES } from '@chulo/domain';
import { Badge, Price } from '@chulo/ui';
import { menuActions } from '../menu/menu-slice.ts';
import { LastKnownNote } from '../offline/lazy-notes.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { useNow } from '../../hooks/use-now.ts';
import { CallTheShop } from './CallTheShop.tsx';
import { MakePriority } from './MakePriority.tsx';
import { OrderLine } from './OrderLine.tsx';
import { OrderPayment } from './OrderPayment.tsx';
import { orderActions, selectLastKnownAt, selectOrder } from './order-slice.ts';

/** The order page: the loader has put the order in the store; the live feed keeps it current while the page is open. */
export function Order() {
  const order = useAppSelector(selectOrder);
  return order && <OrderStatus order={order} />;
}

function OrderStatus({ order }: { order: OrderData }) {
  const { id, status, priority, priorityPrice, orderPrice, estimatedDelivery, deliverAt, cart } = order;
  const now = useNow(15_000);
  const minutes = minutesLeft(estimatedDelivery, now);
  const lastKnownAt = useAppSelector(selectLastKnownAt);
  const dispatch = useAppDispatch();

  // The live feed and SPEC §7's second menu load (for the ingredients) each open a request and
  // change the store, which costs a phone a task of its own: each starts in one, after the task
  // that puts the page on screen (or takes over the server's).
  useEffect(() => {
    const follow = setTimeout(() => dispatch(orderActions.follow(id)));
    return () => {
      clearTimeout(follow);
      dispatch(orderActions.unfollow());
    };
  }, [dispatch, id]);
  useEffect(() => {
    const load = setTimeout(() => dispatch(menuActions.load()));
    return () => clearTimeout(load);
  }, [dispatch]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Order {id} Status</h1>
        <div className="flex gap-2">
          {priority && <Badge tone="chili">Priority</Badge>}
          {/* SPEC's '{status} order'; the status it does not know, an order waiting for its online payment, in words. */}
          <Badge tone="basil">{status === 'awaiting-payment' ? 'unpaid' : status} order</Badge>
        </div>
      </div>

      {lastKnownAt && (
        <Suspense>
          <LastKnownNote at={lastKnownAt} />
        </Suspense>
      )}

      {/* An order awaiting payment has no estimate until it is paid: its payment says what comes next. */}
      {status !== 'awaiting-payment' && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-3xl bg-cream-200 px-5 py-5 sm:px-6">
          {deliverAt === undefined ? (
            <>
              <p className="font-bold text-ink-900">
                {minutes > 0 ? `Only ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left 😃` : 'Order should have arrived'}
              </p>
              <p className="text-sm text-ink-700">(Estimated delivery: {formatDate(estimatedDelivery)})</p>
            </>
          ) : (
            // An order for later: a countdown of hours says less than the time itself, which is the estimate's (later, if the kitchen runs late).
            <>
              <p className="font-bold text-ink-900">{minutes > 0 ? `Delivery ${formatOpening(Date.parse(estimatedDelivery), now)}` : 'Order should have arrived'}</p>
              <p className="text-sm text-ink-700">(Ordered for later: {formatDate(deliverAt)})</p>
            </>
          )}
        </div>
      )}

      {order.payment && <OrderPayment order={order} />}

      <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
        {cart.map((line) => (
          // One pizza may be two lines, chosen in two ways.
          <OrderLine key={`${line.pizzaId} ${JSON.stringify(line.choice ?? null)}`} line={line} />
        ))}
      </ul>

      <div className="space-y-2 rounded-3xl bg-cream-200 px-5 py-5 sm:px-6">
        <p className="text-sm text-ink-700">Price pizza: <Price amount={orderPrice} /></p>
        {priority && <p className="text-sm text-ink-700">Price priority: <Price amount={priorityPrice} /></p>}
        {status === 'awaiting-payment' && order.payment ? (
          // Not yet paid, nor to be paid at the door unless the customer chooses so below.
          <p className="font-bold text-ink-900">
            To pay with {PAYMENT_METHOD_NAMES[order.payment.method]}: <Price amount={amountToPay(order)} />
          </p>
        ) : (
          <p className="font-bold text-ink-900">To pay on delivery: <Price amount={order.payment ? amountToCollect(order) : amountToPay(order)} /></p>
        )}
      </div>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <CallTheShop />
        {/* An order for later comes at its time: priority is not offered for it (README). */}
        {!priority && deliverAt === undefined && isOpen(status) && <MakePriority orderId={id} />}
      </div>
    </div>
  );
}
