import { useEffect, useRef } from 'react';
import { formatLater, paymentLine } from '@chulo/domain';
import { Button, Card, CopyField, LinkButton } from '@chulo/ui';
import { useNow } from '../../hooks/use-now.ts';
import { Link } from '../../router/Link.tsx';
import { orderPath, SCREEN_PATHS } from '../../router/screens.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { phoneOrderActions, type PhoneOrderState } from './phone-order-slice.ts';
import { useCopy } from './use-copy.ts';

/** The order's page, whole, as the customer opens it: the shop's own address, which the kitchen's page is served from. */
const pageAddress = (id: string) => new URL(orderPath(id), window.location.origin).href;

/** The order is on the board: its number and its page, to read out or send to the customer still on the line. */
export function OrderTaken({ order }: { order: NonNullable<PhoneOrderState['placed']> }) {
  const address = pageAddress(order.id);
  const now = useNow(60_000);
  const [copyState, copy] = useCopy(address);
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was pressed is gone: the keyboard, and a screen reader, go on from here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card className="flex max-w-2xl flex-col gap-5 p-5 sm:p-8">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-extrabold text-ink-900">
          Order taken for {order.customer}
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          {order.deliverAt ? 'It waits under Later on the board until its baking must start.' : 'It is on the board now.'} Read the customer its number, or send them its page to follow it.
        </p>
      </div>
      <div>
        <p className="text-sm font-semibold text-ink-700">Order number</p>
        <p className="text-3xl font-extrabold tracking-[0.2em] text-ink-900">{order.id}</p>
      </div>
      {/* What the customer agreed to, to say back before hanging up: in the board's own words. */}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-900">
        <dt className="text-sm font-semibold text-ink-700">When</dt>
        <dd className="font-semibold">{order.deliverAt ? formatLater(Date.parse(order.deliverAt), now) : 'Now, as soon as the kitchen can'}</dd>
        <dt className="text-sm font-semibold text-ink-700">How it is paid</dt>
        <dd className="font-semibold">{paymentLine(order.payment)}</dd>
      </dl>
      <CopyField label="The order’s page" value={address} state={copyState} onCopy={copy} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => dispatch(phoneOrderActions.another())}>Take another order</Button>
        <LinkButton as={Link} to={SCREEN_PATHS.kitchen} variant="secondary">
          See the board
        </LinkButton>
      </div>
    </Card>
  );
}
