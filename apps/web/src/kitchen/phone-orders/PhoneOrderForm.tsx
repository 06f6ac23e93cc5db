import { type FormEvent, useState } from 'react';
import { DIRECTIONS_MAX_LENGTH, formatCurrency, PRIORITY_FEE_RATE, priorityFee, getTotalCartPrice } from '@chulo/domain';
import { Alert, Button, Checkbox, Price, TextField } from '@chulo/ui';
import { lineKey } from '../../customer/cart/cart-line.ts';
import { CartLineItem } from '../../customer/cart/CartLineItem.tsx';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { phoneOrderActions, selectPhoneOrder, selectPhoneOrderTotal } from './phone-order-slice.ts';

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** When the order is wanted, and whether it is priority: side by side, as the customer decides them together. */
function WhenAndPriority({ withPriority, fee, onPriority }: { withPriority: boolean; fee: number; onPriority: (on: boolean) => void }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-ink-900">When</legend>
      {/* Orders for later take a time here, beside priority; until then every phone order is for now. */}
      <p className="rounded-2xl bg-cream-100 p-4 text-ink-900">
        <span className="font-semibold">Now</span> <span className="text-sm text-ink-700">— as soon as the kitchen can</span>
      </p>
      <Checkbox
        id="phone-priority"
        name="priority"
        value="true"
        checked={withPriority}
        onChange={(event) => onPriority(event.target.checked)}
        label="Priority"
        hint={
          <>
            Baked before every regular order, for {PRIORITY_FEE_RATE * 100} % more (<Price amount={fee} />).
          </>
        }
      />
    </fieldset>
  );
}

/** What the customer orders, who they are and where it goes, then 'Take order'. */
export function PhoneOrderForm() {
  const { cart, status, errors } = useAppSelector(selectPhoneOrder);
  const [withPriority, setWithPriority] = useState(false);
  const total = useAppSelector(selectPhoneOrderTotal(withPriority));
  const dispatch = useAppDispatch();
  const placing = status === 'placing';
  const empty = cart.items.length === 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const directions = field(form, 'directions');
    dispatch(
      phoneOrderActions.submit({
        customer: field(form, 'customer'),
        phone: field(form, 'phone'),
        address: field(form, 'address'),
        ...(directions && { directions }),
        priority: form.get('priority') === 'true',
      }),
    );
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

      <WhenAndPriority withPriority={withPriority} fee={priorityFee(getTotalCartPrice(cart.items))} onPriority={setWithPriority} />

      {errors.order && <Alert>{errors.order}</Alert>}

      <div>
        <Button type="submit" disabled={placing || empty} busy={placing}>
          {placing ? 'Taking the order…' : `Take order for ${formatCurrency(total)}`}
        </Button>
      </div>
    </form>
  );
}
