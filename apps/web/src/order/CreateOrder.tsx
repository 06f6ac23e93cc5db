import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { formatCurrency, getTotalCartPrice, orderTotal, PRIORITY_FEE_RATE, priorityFee } from '@chulo/domain';
import { useCartStore } from '../cart/cart-store.ts';
import { EmptyCart } from '../cart/EmptyCart.tsx';
import { Button } from '../ui/Button.tsx';
import { FormRow } from '../ui/FormRow.tsx';
import { fetchAddress } from '../user/fetch-address.ts';
import { positionField } from '../user/geolocation.ts';
import { useUserStore } from '../user/user-store.ts';
import type { createOrderAction } from './create-order-action.ts';

const ADDRESS_PROBLEM = 'There was a problem getting your address. Make sure to fill this field!';

export function CreateOrder() {
  const lines = useCartStore((state) => state.lines);
  const user = useUserStore(
    useShallow(({ username, status, position, address, setAddress }) => ({ username, status, position, address, setAddress })),
  );
  const errors = useActionData<typeof createOrderAction>();
  const isSubmitting = useNavigation().state === 'submitting';
  const [withPriority, setWithPriority] = useState(false);
  // The phone message stays until the customer starts correcting the number.
  const [phoneEditedAfter, setPhoneEditedAfter] = useState<typeof errors>(undefined);
  const phoneError = errors !== phoneEditedAfter && errors?.phone;

  if (lines.length === 0) return <EmptyCart />;

  const isLoadingAddress = user.status === 'loading';
  const subtotal = getTotalCartPrice(lines);
  const total = orderTotal(subtotal, withPriority);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Ready to order? Let&apos;s go!</h1>

      <Form method="POST" className="mt-8 flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-900/5 sm:p-8">
        <FormRow label="First Name" htmlFor="customer">
          <input id="customer" name="customer" type="text" required autoComplete="given-name" defaultValue={user.username} className="text-field w-full" />
        </FormRow>

        <FormRow label="Phone number" htmlFor="phone" message={phoneError} messageId="phone-error">
          <input
            id="phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            onChange={() => setPhoneEditedAfter(errors)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'phone-error' : undefined}
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
              onChange={(event) => user.setAddress(event.target.value)}
              disabled={isLoadingAddress}
              aria-describedby={user.status === 'error' ? 'address-error' : undefined}
              className="text-field w-full sm:pr-36"
            />
            {(!user.position || user.status !== 'idle') && (
              <span className="self-start sm:absolute sm:top-1 sm:right-1">
                <Button variant="small" onClick={() => void fetchAddress()} disabled={isLoadingAddress} aria-busy={isLoadingAddress}>
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
              We bake it before every regular order, for {PRIORITY_FEE_RATE * 100} % more ({formatCurrency(priorityFee(subtotal))}).
            </p>
          </div>
        </div>

        <input type="hidden" name="cart" value={JSON.stringify(lines)} />
        <input type="hidden" name="position" value={positionField(user.position)} />

        {errors?.order && (
          <p role="alert" className="rounded-xl bg-chili-50 px-4 py-3 text-sm font-semibold text-chili-800">
            {errors.order}
          </p>
        )}

        <div>
          <Button type="submit" disabled={isSubmitting || isLoadingAddress}>
            {isSubmitting ? 'placing order...' : `Order now for ${formatCurrency(total)}`}
          </Button>
        </div>
      </Form>
    </div>
  );
}
