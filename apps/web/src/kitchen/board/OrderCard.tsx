import type { StaffOrder } from '@chulo/api-client/contract';
import { amountToCollect, formatDate, formatLater, formatOpening, paymentLine, phoneLink, shopTimeOfDay } from '@chulo/domain';
import { Badge, type BadgeTone, Card, Price } from '@chulo/ui';
import { ageText, dueText, mapLink, STATUS_LABEL } from './kitchen-queue.ts';
import { cardLines } from './card-lines.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderLine } from './OrderLine.tsx';

interface OrderCardProps {
  order: StaffOrder;
  isNew: boolean;
  now: number;
  onMove: (order: StaffOrder) => void;
}

/** Each status's colour on the board. */
const STATUS_TONE: Record<StaffOrder['status'], BadgeTone> = {
  // Never on the board (the kitchen sees an order once it is paid), but a staff lookup may show one.
  'awaiting-payment': 'cream',
  preparing: 'saffron-light',
  baking: 'ink',
  delivering: 'basil',
  delivered: 'cream',
  cancelled: 'cream',
};

/**
 * What an order for later's card says under its time: when to start it while it waits, "now" once the
 * board's clock has brought it into the queue ahead of the server's word, and nothing more once it is in.
 */
function bakingNote(bakeFrom: string | undefined, now: number): string {
  if (bakeFrom === undefined) return 'Ordered for later';
  const startsAt = Date.parse(bakeFrom);
  return startsAt > now ? `Start baking at ${shopTimeOfDay(startsAt)}` : `Start baking now (from ${shopTimeOfDay(startsAt)})`;
}

/** Everything the kitchen and the rider need about one order, and the buttons that move it on. */
export function OrderCard({ order, isNew, now, onMove }: OrderCardProps) {
  const { id, status, priority, createdAt, estimatedDelivery, deliverAt, bakeFrom, customer, phone, address, directions, position, channel, cart, callBack } = order;
  const titleId = `order-${id}-title`;
  const map = mapLink(position);
  const due = dueText(estimatedDelivery, now);

  return (
    <Card
      as="article"
      id={`order-${id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      highlighted={isNew}
      className={`flex flex-col gap-3 p-4 sm:p-5 ${priority ? 'border-l-8 border-chili-700' : ''}`}
    >
      <header className="flex items-start justify-between gap-3">
        {/* The id is read whole: on a phone, the marks beside it wrap onto more lines rather than cover it. */}
        <div className="shrink-0">
          <h3 id={titleId} className="text-lg font-extrabold tracking-wider text-ink-900">
            <span className="sr-only">Order</span> #{id}
          </h3>
          <p className="text-sm text-ink-700">
            <time dateTime={createdAt} title={formatDate(createdAt)}>
              {ageText(createdAt, now)}
            </time>
          </p>
        </div>
        <div className="flex min-w-0 flex-wrap justify-end gap-1.5">
          {isNew && (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-chili-700 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-chili-700" />
              </span>
              <Badge tone="saffron" size="compact">
                New
              </Badge>
            </span>
          )}
          {channel === 'phone' && (
            // Web orders are the usual case; one taken by phone is marked in dark, to be read from the oven, so the cook knows who took it down.
            <Badge tone="ink" size="compact">
              <span aria-hidden="true">☎ </span>Phone order
            </Badge>
          )}
          {priority && (
            <Badge tone="chili" size="compact">
              Priority
            </Badge>
          )}
          <Badge tone={STATUS_TONE[status]} size="compact">
            {STATUS_LABEL[status]}
          </Badge>
        </div>
      </header>

      {deliverAt && (
        // The time the customer chose is the promise: said first, in the shop's words, with when the oven must take it while it waits.
        <p className="rounded-2xl border-2 border-ink-900 bg-cream-100 px-4 py-2 text-ink-900">
          <strong className="block text-base font-extrabold">
            <time dateTime={deliverAt}>{formatLater(Date.parse(deliverAt), now)}</time>
          </strong>
          <span className="text-sm">{bakingNote(bakeFrom, now)}</span>
        </p>
      )}

      {callBack && (
        // A large order from a number the shop has never delivered to may be made up: a call settles it before the oven does.
        <p className="rounded-2xl border-2 border-chili-700 bg-chili-50 px-4 py-2 text-ink-900">
          <strong className="block text-base font-extrabold text-chili-800">Call back before baking</strong>{' '}
          <span className="text-sm">
            New number, {callBack.pizzas} {callBack.pizzas === 1 ? 'pizza' : 'pizzas'}, <Price amount={callBack.total} />
          </span>
        </p>
      )}

      <ul aria-label="Pizzas" className="space-y-1 rounded-2xl bg-cream-100 px-4 py-3">
        {cardLines(cart).map((line) => (
          <OrderLine key={JSON.stringify([line.pizzaId, line.choice])} line={line} />
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
        {directions && (
          <>
            <dt className="font-semibold text-ink-700">Directions</dt>
            <dd className="min-w-0 font-semibold break-words text-ink-900">{directions}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-700">Due</dt>
        <dd className="text-ink-900">
          {/* The kitchen's clock, 24 hours as the pace panel and the Later section read it ("today at 19:30"). */}
          <time dateTime={estimatedDelivery}>{formatOpening(Date.parse(estimatedDelivery), now)}</time>{' '}
          <span className={due.late ? 'font-bold text-chili-700' : 'text-ink-700'}>({due.text})</span>
        </dd>
      </dl>

      <p className="flex items-baseline justify-between gap-3 border-t border-ink-900/10 pt-3">
        <span className="text-sm font-semibold text-ink-700">To collect</span>
        <Price amount={amountToCollect(order)} className="text-lg font-extrabold text-ink-900" />
      </p>
      {/* Cash on delivery, the usual, goes without saying; a wallet's payment or the rider's QR does not. */}
      {order.payment && <p className="text-sm font-semibold text-ink-900">{paymentLine(order.payment)}</p>}

      <OrderActions order={order} onMove={onMove} />
    </Card>
  );
}
