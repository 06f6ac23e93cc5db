import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';
import { formatCurrency } from '@chulo/domain';
import { cartActions, selectCartItems, selectQuantityOf } from '../cart/cart-slice.ts';
import { MenuItem } from '../menu/MenuItem.tsx';
import { ChoosePizza } from './ChoosePizza.tsx';
import { createTestStore, withStore } from '../../testing/test-store.tsx';

describe('choosing a pizza’s size, crust, extras and what to leave out', () => {
  it('prices the pizza as the customer chooses, and puts it in the cart as a line of its own', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    render(
      <ul>
        <MenuItem pizza={MARGHERITA_IN_SIZES} eager />
      </ul>,
      { wrapper: withStore(store) },
    );
    await user.click(screen.getByRole('button', { name: 'Choose size & toppings' }));
    const sheet = await screen.findByRole('dialog', { name: 'Margherita' });
    const choose = (role: 'radio' | 'checkbox', name: RegExp) => user.click(within(sheet).getByRole(role, { name }));
    await choose('radio', /^Large/);
    await choose('radio', /^Thin/);
    await choose('checkbox', /^Extra cheese/);
    await choose('checkbox', /^No basil/);
    expect(sheet.querySelector('[aria-live]')).toHaveTextContent(formatCurrency(1190).replace(/\s/gu, ' '));
    expect(within(sheet).getByRole('checkbox', { name: /^Mushrooms \(sold out\)/ })).toBeDisabled();

    await user.click(within(sheet).getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectCartItems(store.getState())).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 1190, choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] }, description: 'Large, thin crust · extra cheese · no basil' }),
    ]);
    // SPEC's Add to cart still adds the pizza as the menu prices it.
    expect(selectQuantityOf(1)(store.getState())).toBe(0);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('holds no more extras than the pizza takes', async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <MenuItem pizza={{ ...MARGHERITA_IN_SIZES, maxExtras: 1 }} eager />
      </ul>,
      { wrapper: withStore(createTestStore().store) },
    );
    await user.click(screen.getByRole('button', { name: 'Choose size & toppings' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('checkbox', { name: /^Chicken/ }));
    expect(within(sheet).getByRole('checkbox', { name: /^Olives/ })).toBeDisabled();
  });

  it('chooses a cart’s line again, opening on its choice and keeping its quantity', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    store.dispatch(cartActions.add(MARGHERITA_IN_SIZES));
    store.dispatch(cartActions.increase('1'));
    render(<ChoosePizza pizza={MARGHERITA_IN_SIZES} line={selectCartItems(store.getState())[0]!} />, { wrapper: withStore(store) });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const sheet = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(sheet).getByRole('radio', { name: /^Medium/ })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: /^Classic/ })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: /^Family/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Update cart' }));
    expect(selectCartItems(store.getState())).toEqual([
      expect.objectContaining({ quantity: 2, unitPrice: 1250, totalPrice: 2500, choice: { sizeId: 3, crustId: 4 }, description: 'Family, classic crust' }),
    ]);
  });
});
