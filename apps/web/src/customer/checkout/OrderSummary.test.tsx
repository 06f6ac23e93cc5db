import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@chulo/domain';
import { lineKey } from '../cart/cart-line.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
import { CreateOrder } from './CreateOrder.tsx';
import { checkoutFeature } from './checkout-saga.ts';
import { checkoutActions } from './checkout-slice.ts';

const large = {
  pizza: { id: 1, name: 'Margherita' },
  unitPrice: 1190,
  choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] },
  description: 'Large, thin crust · extra cheese · no basil',
};

function renderForm() {
  const { store } = createTestStore();
  store.inject(checkoutFeature);
  store.dispatch(cartActions.add({ id: 1, name: 'Margherita', unitPrice: 650 }));
  store.dispatch(cartActions.addChosen(large));
  render(<CreateOrder />, { wrapper: withStore(store) });
  return store;
}

const asShown = (rupees: number) => formatCurrency(rupees).replace(/\s/gu, ' ');

describe('the order form with pizzas chosen in sizes and toppings (issue 33)', () => {
  it('reads each line as chosen, and its total and the priority fee count the choices', async () => {
    renderForm();
    const lines = within(screen.getByRole('region', { name: 'Your pizzas' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s/gu, ' '))).toEqual([`1× Margherita${asShown(650)}`, `1× Margherita · Large, thin crust · extra cheese · no basil${asShown(1190)}`]);
    expect(screen.getByRole('button', { name: /^Order now for/ })).toHaveTextContent(`Order now for ${asShown(1840)}`);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Want to give your order priority?' }));
    expect(screen.getByRole('button', { name: /^Order now for/ })).toHaveTextContent(`Order now for ${asShown(2208)}`);
  });

  it('shows a choice the shop refused under its line', () => {
    const store = renderForm();
    const refusal = 'Line 2, Margherita: we are out of Extra cheese';
    act(() => void store.dispatch(checkoutActions.failed({ order: 'Failed creating your order', lines: { [lineKey({ pizzaId: 1, choice: large.choice })]: refusal } })));
    const [plain, chosen] = within(screen.getByRole('region', { name: 'Your pizzas' })).getAllByRole('listitem');
    expect(chosen).toHaveTextContent(refusal);
    expect(plain).not.toHaveTextContent(refusal);
  });
});
