import { useEffect } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import type { Pizza } from '@chulo/api-client/contract';
import { amountToPay, formatCurrency, formatDate, isOpen, minutesLeft } from '@chulo/domain';
import { MakePriority } from './MakePriority.tsx';
import type { orderLoader } from './order-loader.ts';
import { OrderLine } from './OrderLine.tsx';
import { useLiveOrder } from './use-live-order.ts';
import { useNow } from '../ui/use-now.ts';

export function Order() {
  const order = useLiveOrder(useLoaderData<typeof orderLoader>());
  const { id, status, priority, priorityPrice, orderPrice, estimatedDelivery, cart } = order;
  const minutes = minutesLeft(estimatedDelivery, useNow(15_000));

  // SPEC §7: the menu is loaded a second time, for the ingredients.
  const menu = useFetcher<Pizza[]>();
  useEffect(() => {
    if (menu.state === 'idle' && !menu.data) menu.load('/menu');
  }, [menu]);
  const ingredientsOf = (pizzaId: number) =>
    menu.data ? (menu.data.find((pizza) => pizza.id === pizzaId)?.ingredients ?? []) : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Order {id} Status</h1>
        <div className="flex gap-2">
          {priority && <span className="rounded-full bg-chili-700 px-3 py-1 text-sm font-bold text-white">Priority</span>}
          <span className="rounded-full bg-basil-700 px-3 py-1 text-sm font-bold text-white">{status} order</span>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-3xl bg-cream-200 px-5 py-5 sm:px-6">
        <p className="font-bold text-ink-900">
          {minutes > 0 ? `Only ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left 😃` : 'Order should have arrived'}
        </p>
        <p className="text-sm text-ink-700">(Estimated delivery: {formatDate(estimatedDelivery)})</p>
      </div>

      <ul className="divide-y divide-ink-900/10 border-y border-ink-900/10">
        {cart.map((line) => (
          <OrderLine key={line.pizzaId} line={line} ingredients={ingredientsOf(line.pizzaId)} />
        ))}
      </ul>

      <div className="space-y-2 rounded-3xl bg-cream-200 px-5 py-5 sm:px-6">
        <p className="text-sm text-ink-700">Price pizza: {formatCurrency(orderPrice)}</p>
        {priority && <p className="text-sm text-ink-700">Price priority: {formatCurrency(priorityPrice)}</p>}
        <p className="font-bold text-ink-900">To pay on delivery: {formatCurrency(amountToPay(order))}</p>
      </div>

      {!priority && isOpen(status) && <MakePriority />}
    </div>
  );
}
