import { useCallback } from 'react';
import type { CartAction } from '../../customer/cart/cart-slice.ts';
import { CartTarget } from '../../customer/cart/cart-target.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { OrderTaken } from './OrderTaken.tsx';
import { PhoneMenu } from './PhoneMenu.tsx';
import { PhoneOrderForm } from './PhoneOrderForm.tsx';
import { phoneOrderActions, selectPhoneOrder } from './phone-order-slice.ts';

/**
 * `/kitchen/phone-order`: staff of either role take down an order a customer phones in, with the
 * customer's own menu, choice sheet and cart controls, which here fill the phone order's cart.
 */
export function PhoneOrderScreen() {
  const { placed } = useAppSelector(selectPhoneOrder);
  const dispatch = useAppDispatch();
  const toPhoneOrder = useCallback((change: CartAction) => dispatch(phoneOrderActions.cart(change)), [dispatch]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 sm:px-6 sm:py-8">
      <title>Phone order · Kitchen · Chulo Pizza</title>
      <div>
        <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Phone order</h1>
        <p className="mt-1 text-sm text-ink-700 sm:text-base">
          An order a customer phones in joins the board like any other, with the shop’s hours, delivery area and limits; it is taken even while online orders are paused.
        </p>
      </div>
      {placed ? (
        <OrderTaken order={placed} />
      ) : (
        <CartTarget.Provider value={toPhoneOrder}>
          {/* The order's side the wider: its lines carry their controls. */}
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <PhoneMenu />
            <PhoneOrderForm />
          </div>
        </CartTarget.Provider>
      )}
    </div>
  );
}
