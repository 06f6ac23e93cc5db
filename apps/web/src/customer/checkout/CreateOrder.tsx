import { type FormEvent, useRef, useState } from 'react';
import { DIRECTIONS_MAX_LENGTH, formatCurrency, formatOpening, LATER_NOT_PRIORITY, PAYMENT_METHOD_NAMES, type PaymentMethod, PRIORITY_FEE_RATE } from '@chulo/domain';
import { Alert, Button, Card, Checkbox, DeliveryTimeField, Notice, OptionGroup, Price, TextField } from '@chulo/ui';
import { selectCartQuantity } from '../cart/cart-slice.ts';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { useKeepFocus } from '../../hooks/use-keep-focus.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { userActions } from '../user/user-slice.ts';
import { checkoutActions, selectCheckout, selectOrderTotal, selectPriorityFee } from './checkout-slice.ts';
import { orderFormFields } from './order-form-fields.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { busyNotice, closedNotice, selectOutsideDeliveryArea, selectShopStatus } from '../shop-status/shop-status-slice.ts';
import { useDeliveryTime } from '../shop-status/use-delivery-time.ts';

const ADDRESS_PROBLEM = 'There was a problem getting your address. Make sure to fill this field!';


export function CreateOrder() {
  const hasPizzas = useAppSelector(selectCartQuantity) > 0;
  const user = useAppSelector((state) => state.user);
  const { status, errors, mayBeUnsent } = useAppSelector(selectCheckout);
  const [withPriority, setWithPriority] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  // Each minute: "opens again today at 11:00" stays true to the clock, and at 11:00 the form takes the order.
  // deliverAt '' is SPEC's order, as soon as possible; otherwise the ISO time of an order for later.
  const { now, laterDays, deliverAt, chooseTime } = useDeliveryTime();
  const shopStatus = useAppSelector(selectShopStatus);
  // Priority buys a sooner delivery, which an order for later does not want (README): its box is off while a time is chosen.
  const priorityAllowed = deliverAt === '';
  const priorityFee = useAppSelector(selectPriorityFee);
  const total = useAppSelector(selectOrderTotal(withPriority && priorityAllowed));
  const closed = closedNotice(shopStatus, now);
  // A closed shop still takes an order for later: choosing a time frees 'Order now'.
  const laterWhileClosed = closed !== null && closed.takesLater && laterDays.length > 0;
  const blocked = closed !== null && !(laterWhileClosed && deliverAt !== '');
  const busyMinutes = busyNotice(shopStatus, now);
  const outsideDeliveryArea = useAppSelector(selectOutsideDeliveryArea);
  const dispatch = useAppDispatch();
  const formArea = useRef<HTMLDivElement>(null);
  // 'Stop waiting' goes when the wait ends, and the order button is disabled while it lasts: the
  // keyboard's focus moves to whichever the customer can press now, not to the page's start.
  useKeepFocus(formArea, status, (area) =>
    area.querySelector<HTMLElement>(status === 'waitingForNetwork' ? '[role="status"] button' : 'button[type="submit"]:enabled'),
  );

  if (!hasPizzas) return <EmptyCart />;

  // Waiting for the network is still placing the order (SPEC's 'placing order...'), with a way out.
  const isPlacing = status !== 'idle';
  const isLoadingAddress = user.status === 'loading';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(checkoutActions.submit(orderFormFields(new FormData(event.currentTarget), payment)));
  }

  return (
    <div ref={formArea} className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Ready to order? Let&apos;s go!</h1>

      <Card as="form" onSubmit={handleSubmit} className="mt-8 flex flex-col gap-6 p-5 sm:p-8">
        <TextField
          label="First Name"
          id="customer"
          name="customer"
          type="text"
          required
          autoComplete="given-name"
          defaultValue={user.username}
          error={errors.customer}
        />

        <TextField
          label="Phone number"
          id="phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone}
          // The phone message stays until the customer starts correcting the number.
          onChange={() => dispatch(checkoutActions.phoneEdited())}
        />

        <TextField
          label="Address"
          id="address"
          name="address"
          type="text"
          required
          autoComplete="street-address"
          value={user.address}
          onChange={(event) => dispatch(userActions.addressTyped(event.target.value))}
          disabled={isLoadingAddress}
          error={(user.status === 'error' && ADDRESS_PROBLEM) || outsideDeliveryArea || errors.address}
          action={
            (!user.position || user.status !== 'idle') && (
              <Button variant="small" onClick={() => dispatch(userActions.fetchAddress())} disabled={isLoadingAddress} busy={isLoadingAddress}>
                Get Position
              </Button>
            )
          }
        />

        <TextField
          label="Directions for the rider"
          id="directions"
          name="directions"
          type="text"
          autoComplete="off"
          placeholder="e.g. behind Bhatbhateni, blue gate"
          maxLength={DIRECTIONS_MAX_LENGTH}
          error={errors.directions}
        />

        {laterDays.length > 0 && (
          <DeliveryTimeField
            label="Delivery time"
            id="deliverAt"
            name="deliverAt"
            soonest="As soon as possible"
            days={laterDays}
            value={deliverAt}
            onChange={(event) => chooseTime(event.target.value)}
            hint={deliverAt ? `We bake it to arrive ${formatOpening(Date.parse(deliverAt), now)}.` : 'Or choose a time later today or tomorrow.'}
            error={errors.deliverAt}
          />
        )}

        <Checkbox
          id="priority"
          name="priority"
          value="true"
          checked={withPriority && priorityAllowed}
          disabled={!priorityAllowed}
          onChange={(event) => setWithPriority(event.target.checked)}
          label="Want to give your order priority?"
          hint={
            priorityAllowed ? (
              <>
                We bake it before every regular order, for {PRIORITY_FEE_RATE * 100} % more (<Price amount={priorityFee} />).
              </>
            ) : (
              LATER_NOT_PRIORITY
            )
          }
        />

        {/* Only where the shop takes a wallet: otherwise cash on delivery is all, and the form is SPEC's. */}
        {shopStatus?.payments && (
          <OptionGroup
            legend="How would you like to pay?"
            type="radio"
            name="payment"
            options={shopStatus.payments.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))}
            chosen={[payment]}
            onChange={([method]) => setPayment((method as PaymentMethod | undefined) ?? 'cash')}
          />
        )}

        <OrderSummary />

        {busyMinutes && <Notice title="The kitchen is busy">Deliveries take about {busyMinutes} minutes longer than usual right now.</Notice>}

        {errors.order && (
          <Alert>
            {errors.order}
            {errors.orderReason && <span className="mt-1 block">{errors.orderReason}</span>}
          </Alert>
        )}

        {status === 'waitingForNetwork' && (
          <Notice
            busy
            title="Waiting for the network"
            action={
              <Button variant="small" onClick={() => dispatch(checkoutActions.stopWaiting())}>
                Stop waiting
              </Button>
            }
          >
            Your order is kept here and will be sent as soon as the connection is back.
          </Notice>
        )}

        {mayBeUnsent && (
          <Notice title="Your order may not have reached the shop">
            When you are back online, send it again without changing anything: if the shop already has it, it will not take it twice.
          </Notice>
        )}

        {closed && (
          <Alert id="shop-closed" role="none">
            {closed.message}
            {closed.closure && <span className="mt-1 block">Closed for {closed.closure}.</span>}
            {laterWhileClosed && <span className="mt-1 block">You can still order for later: choose a delivery time above.</span>}
          </Alert>
        )}

        <div>
          <Button
            type="submit"
            disabled={isPlacing || isLoadingAddress || blocked}
            busy={isPlacing}
            aria-describedby={blocked ? 'shop-closed' : undefined}
          >
            {isPlacing ? 'placing order...' : `Order now for ${formatCurrency(total)}`}
          </Button>
        </div>
      </Card>
    </div>
  );
}
