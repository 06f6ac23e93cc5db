import type { StaffOrder } from '@chulo/api-client/contract';
import { amountToPay, formatCurrency, formatDate } from '@chulo/domain';
import { ageText, dueText, mapLink, phoneLink, STATUS_LABEL } from './kitchen-queue.ts';
import { OrderActions } from './OrderActions.tsx';

interface OrderCardProps {
  order: StaffOrder;
  isNew: boolean;
  now: number;
  onMove: (order: StaffOrder) => void;
}

const STATUS_BADGE: Record<StaffOrder['status'], string> = {
  preparing: 'bg-saffron-300 text-ink-900',
  baking: 'bg-ink-800 text-cream-50',
  delivering: 'bg-basil-700 text-white',
  delivered: 'bg-cream-200 text-ink-900',
  cancelled: 'bg-cream-200 text-ink-900',
};

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${className}`}>{children}</span>;
}

/** Everything the kitchen and the rider need about one order, and the buttons that move it on. */
export function OrderCard({ order, isNew, now, onMove }: OrderCardProps) {
  const { id, status, priority, createdAt, estimatedDelivery, customer, phone, address, position, cart } = order;
  const titleId = `order-${id}-title`;
  const map = mapLink(position);
  const due = dueText(estimatedDelivery, now);

  return (
    <article
      id={`order-${id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${
        isNew ? 'ring-4 ring-saffron-400' : 'ring-ink-900/5'
      } ${priority ? 'border-l-8 border-chili-700' : ''}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-extrabold tracking-wider text-ink-900">
            <span className="sr-only">Order</span> #{id}
          </h3>
          <p className="text-sm text-ink-700">
            <time dateTime={createdAt} title={formatDate(createdAt)}>
              {ageText(createdAt, now)}
            </time>
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          {isNew && (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-chili-700 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-chili-700" />
              </span>
              <Badge className="bg-saffron-400 text-ink-900">New</Badge>
            </span>
          )}
          {priority && <Badge className="bg-chili-700 text-white">Priority</Badge>}
          <Badge className={STATUS_BADGE[status]}>{STATUS_LABEL[status]}</Badge>
        </div>
      </header>

      <ul aria-label="Pizzas" className="space-y-1 rounded-2xl bg-cream-100 px-4 py-3">
        {cart.map((line) => (
          <li key={line.pizzaId} className="flex gap-2 font-semibold text-ink-900">
            <span className="w-8 shrink-0 text-right tabular-nums">{line.quantity}&nbsp;×</span>{' '}
            <span>{line.name}</span>
          </li>
        ))}
      </ul>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="font-semibold text-ink-700">Customer</dt>
        <dd className="min-w-0 font-semibold break-words text-ink-900">{customer}</dd>
        <dt className="font-semibold text-ink-700">Phone</dt>
        <dd>
          <a href={phoneLink(phone)} className="font-semibold text-chili-700 underline underline-offset-2 hover:text-chili-800">
            {phone}
          </a>
        </dd>
        <dt className="font-semibold text-ink-700">Address</dt>
        <dd className="min-w-0 break-words text-ink-900">
          {address}
          {map && (
            <>
              {' '}
              <a
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold whitespace-nowrap text-chili-700 underline underline-offset-2 hover:text-chili-800"
              >
                Map <span className="sr-only">of the delivery spot for order {id} (opens in a new tab)</span>
              </a>
            </>
          )}
        </dd>
        <dt className="font-semibold text-ink-700">Due</dt>
        <dd className="text-ink-900">
          <time dateTime={estimatedDelivery}>{formatDate(estimatedDelivery)}</time>{' '}
          <span className={due.late ? 'font-bold text-chili-700' : 'text-ink-700'}>({due.text})</span>
        </dd>
      </dl>

      <p className="flex items-baseline justify-between gap-3 border-t border-ink-900/10 pt-3">
        <span className="text-sm font-semibold text-ink-700">To collect</span>
        <span className="text-lg font-extrabold text-ink-900 tabular-nums">{formatCurrency(amountToPay(order))}</span>
      </p>

      <OrderActions order={order} onMove={onMove} />
    </article>
  );
}
