import { type FormEvent, useState } from 'react';
import { formatCurrency, PRIORITY_FEE_RATE } from '@chulo/domain';
import { selectCartQuantity } from '../cart/cart-slice.ts';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { userActions } from '../user/user-slice.ts';
import { checkoutActions, selectCheckout, selectOrderTotal, selectPriorityFee } from './checkout-slice.ts';

const ADDRESS_PROBLEM = 'There was a problem getting your address. Make sure to fill this field!';

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function CreateOrder() {
  const hasPizzas = useAppSelector(selectCartQuantity) > 0;
  const user = useAppSelector((state) => state.user);
  const { status, errors } = useAppSelector(selectCheckout);
  const [withPriority, setWithPriority] = useState(false);
  const priorityFee = useAppSelector(selectPriorityFee);
  const total = useAppSelector(selectOrderTotal(withPriority));
  const dispatch = useAppDispatch();

  if (!hasPizzas) return <EmptyCart />;

  const isPlacing = status === 'placing';
  const isLoadingAddress = user.status === 'loading';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    dispatch(
      checkoutActions.submit({
        customer: field(form, 'customer'),
        phone: field(form, 'phone'),
        address: field(form, 'address'),
        priority: withPriority,
      }),
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Ready to order? Let&apos;s go!</h1>

      <form onSubmit={handleSubmit} className="mt-8 flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-900/5 sm:p-8">
        <FormRow label="First Name" htmlFor="customer">
          <input id="customer" name="customer" type="text" required autoComplete="given-name" defaultValue={user.username} className="text-field w-full" />
        </FormRow>

        <FormRow label="Phone number" htmlFor="phone" message={errors.phone} messageId="phone-error">
          <input
            id="phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            // The phone message stays until the customer starts correcting the number.
            onChange={() => dispatch(checkoutActions.phoneEdited())}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'phone-error' : undefined}
            className="text-field w-full"
          />
        </FormRow>

        <FormRow
          label="Address"
          htmlFor="address"
          message={user.status === 'error' && ADDRESS_PROBLEM}
          messageId="address-error"
        >
          <div className="flex flex-col gap-2 sm:relative">
            <input
              id="address"
              name="address"
              type="text"
              required
              autoComplete="street-address"
              value={user.address}
              onChange={(event) => dispatch(userActions.addressTyped(event.target.value))}
              disabled={isLoadingAddress}
              aria-describedby={user.status === 'error' ? 'address-error' : undefined}
              className="text-field w-full sm:pr-36"
            />
            {(!user.position || user.status !== 'idle') && (
              <span className="self-start sm:absolute sm:top-1 sm:right-1">
                <Button variant="small" onClick={() => dispatch(userActions.fetchAddress())} disabled={isLoadingAddress} aria-busy={isLoadingAddress}>
                  Get Position
                </Button>
              </span>
            )}
          </div>
        </FormRow>

        <div className="flex items-start gap-3 rounded-2xl bg-cream-100 p-4">
          <input
            id="priority"
            name="priority"
            type="checkbox"
            value="true"
            checked={withPriority}
            onChange={(event) => setWithPriority(event.target.checked)}
            aria-describedby="priority-hint"
            className="mt-0.5 size-5 shrink-0 accent-chili-700"
          />
          <div>
            <label htmlFor="priority" className="font-semibold text-ink-900">
              Want to give your order priority?
            </label>
            <p id="priority-hint" className="mt-0.5 text-sm text-ink-700">
              We bake it before every regular order, for {PRIORITY_FEE_RATE * 100} % more ({formatCurrency(priorityFee)}).
            </p>
          </div>
        </div>

        {errors.order && (
          <p role="alert" className="rounded-xl bg-chili-50 px-4 py-3 text-sm font-semibold text-chili-800">
            {errors.order}
          </p>
        )}

        <div>
          <Button type="submit" disabled={isPlacing || isLoadingAddress}>
            {isPlacing ? 'placing order...' : `Order now for ${formatCurrency(total)}`}
          </Button>
        </div>
      </form>
    </div>
  );
}
