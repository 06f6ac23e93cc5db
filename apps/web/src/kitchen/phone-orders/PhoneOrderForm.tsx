import { type FormEvent, useState } from 'react';
import {
  DIRECTIONS_MAX_LENGTH,
  formatCurrency,
  formatOpening,
  getTotalCartPrice,
  LATER_NOT_PRIORITY,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  positionFromShared,
  PRIORITY_FEE_RATE,
  priorityFee,
} from '@chulo/domain';
import { Alert, Button, Checkbox, DeliveryTimeField, OptionGroup, Price, TextField } from '@chulo/ui';
import { lineKey } from '../../customer/cart/cart-line.ts';
import { CartLineItem } from '../../customer/cart/CartLineItem.tsx';
import { orderFormFields } from '../../customer/checkout/order-form-fields.ts';
import { useDeliveryTime } from '../../customer/shop-status/use-delivery-time.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { phoneOrderActions, selectPhoneOrder, selectPhoneOrderTotal } from './phone-order-slice.ts';


/**
 * Staff take cash on delivery or the rider's QR (the shop's Fonepay QR at the door): a wallet would
 * need the customer's browser, and the customer is on the phone.
 */
const PHONE_PAYMENTS = ['cash', 'rider-qr'] as const satisfies readonly PaymentMethod[];
type PhonePayment = (typeof PHONE_PAYMENTS)[number];

const NO_PLACE_FOUND = 'No place found in this: paste the coordinates (27.7172, 85.3240) or a maps link that shows them, not a short link.';

interface WhenAndPriorityProps {
  withPriority: boolean;
  fee: number;
  onPriority: (on: boolean) => void;
  time: ReturnType<typeof useDeliveryTime>;
  error: string | undefined;
}

/** When the order is wanted, and whether it is priority: side by side, as the customer decides them together. */
function WhenAndPriority({ withPriority, fee, onPriority, time: { now, laterDays, deliverAt, chooseTime }, error }: WhenAndPriorityProps) {
  // Priority buys a sooner delivery, which an order for later does not want: as on the customer's form, its box is off while a time is chosen.
  const priorityAllowed = deliverAt === '';
  return (
    <div className="flex flex-col gap-3">
      {laterDays.length > 0 ? (
        <DeliveryTimeField
          label="When"
          id="phone-deliver-at"
          name="deliverAt"
          soonest="Now, as soon as the kitchen can"
          days={laterDays}
          value={deliverAt}
          onChange={(event) => chooseTime(event.target.value)}
          hint={deliverAt ? `Baked to arrive ${formatOpening(Date.parse(deliverAt), now)}; it waits under Later on the board until then.` : 'Or a time later today or tomorrow, as the customer asks.'}
          error={error}
        />
      ) : (
        // The shop's hours unknown (its status did not come): no time can be offered, and the order is for now.
        <p className="rounded-2xl bg-cream-100 p-4 text-ink-900">
          <span className="font-semibold">When: now</span> <span className="text-sm text-ink-700">— as soon as the kitchen can</span>
        </p>
      )}
      <Checkbox
        id="phone-priority"
        name="priority"
        value="true"
        checked={withPriority && priorityAllowed}
        disabled={!priorityAllowed}
        onChange={(event) => onPriority(event.target.checked)}
        label="Priority"
        hint={
          priorityAllowed ? (
            <>
              Baked before every regular order, for {PRIORITY_FEE_RATE * 100} % more (<Price amount={fee} />).
            </>
          ) : (
            LATER_NOT_PRIORITY
          )
        }
      />
    </div>
  );
}

/** What the customer orders, who they are and where it goes, then 'Take order'. */
export function PhoneOrderForm() {
  const { cart, status, errors } = useAppSelector(selectPhoneOrder);
  const [withPriority, setWithPriority] = useState(false);
  const [payment, setPayment] = useState<PhonePayment>('cash');
  const [placeError, setPlaceError] = useState<string | undefined>();
  const time = useDeliveryTime();
  const total = useAppSelector(selectPhoneOrderTotal(withPriority && time.deliverAt === ''));
  const dispatch = useAppDispatch();
  const placing = status === 'placing';
  const empty = cart.items.length === 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The place the customer shared, which the rider's ticket turns into a QR code; none is SPEC's empty position.
    const shared = String(form.get('shared-location') ?? '').trim();
    const position = shared === '' ? '' : positionFromShared(shared);
    setPlaceError(position === null ? NO_PLACE_FOUND : undefined);
    if (position !== null) dispatch(phoneOrderActions.submit(orderFormFields(form, payment), position));
  }

  return (
    <form onSubmit={handleSubmit} className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="phone-order-heading">
        <h2 id="phone-order-heading" className="text-lg font-extrabold text-ink-900">
          The order
        </h2>
        {empty ? (
          <p className="mt-2 text-sm text-ink-700">No pizzas yet: add them from the menu as the customer says them.</p>
        ) : (
          <ul className="divide-y divide-ink-900/10">
            {cart.items.map((line) => (
              <CartLineItem key={lineKey(line)} line={line} />
            ))}
          </ul>
        )}
      </section>

      <TextField label="Customer’s name" id="phone-customer" name="customer" type="text" required autoComplete="off" error={errors.customer} />
      <TextField label="Phone number" id="phone-phone" name="phone" type="tel" required autoComplete="off" error={errors.phone} />
      <TextField label="Address" id="phone-address" name="address" type="text" required autoComplete="off" error={errors.address} />
      <TextField
        label="Directions for the rider"
        id="phone-directions"
        name="directions"
        type="text"
        autoComplete="off"
        placeholder="e.g. behind Bhatbhateni, blue gate"
        maxLength={DIRECTIONS_MAX_LENGTH}
        error={errors.directions}
      />
      <TextField
        label="Shared location"
        id="phone-shared-location"
        name="shared-location"
        type="text"
        autoComplete="off"
        placeholder="a maps link, or 27.7172, 85.3240"
        error={placeError}
      />

      <WhenAndPriority withPriority={withPriority} fee={priorityFee(getTotalCartPrice(cart.items))} onPriority={setWithPriority} time={time} error={errors.deliverAt} />

      <OptionGroup
        legend="How it is paid"
        type="radio"
        name="payment"
        options={PHONE_PAYMENTS.map((method) => ({ value: method, label: PAYMENT_METHOD_NAMES[method] }))}
        chosen={[payment]}
        onChange={([method]) => setPayment((method as PhonePayment | undefined) ?? 'cash')}
      />

      {errors.order && <Alert>{errors.order}</Alert>}

      <div>
        <Button type="submit" disabled={placing || empty} busy={placing}>
          {placing ? 'Taking the order…' : `Take order for ${formatCurrency(total)}`}
        </Button>
      </div>
    </form>
  );
}
