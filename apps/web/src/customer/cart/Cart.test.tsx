import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MARGHERITA_IN_SIZES } from '@chulo/api-client/testing';
import { menuActions } from '../menu/menu-slice.ts';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
import { Cart } from './Cart.tsx';
import { cartActions, selectCartItems } from './cart-slice.ts';

const large = {
  pizza: { id: 1, name: 'Margherita' },
  unitPrice: 1190,
  choice: { sizeId: 2, crustId: 5, extraIds: [7], without: ['basil'] },
  description: 'Large, thin crust · extra cheese · no basil',
};

describe('the cart with one pizza chosen in two ways (issue 33)', () => {
  it('shows two lines, each reading its choice, with its own quantity, Delete and Change', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    store.dispatch(menuActions.loaded([MARGHERITA_IN_SIZES]));
    store.dispatch(cartActions.add(MARGHERITA_IN_SIZES));
    store.dispatch(cartActions.addChosen(large));
    const router = createMemoryRouter([{ path: '/cart', element: <Cart /> }], { initialEntries: ['/cart'] });
    render(<RouterProvider router={router} />, { wrapper: withStore(store) });

    const [plain, chosen] = screen.getAllByRole('listitem');
    expect(plain).toHaveTextContent(/^1× Margherita(?! ·)/);
    expect(chosen).toHaveTextContent('1× Margherita · Large, thin crust · extra cheese · no basil');
    for (const line of [plain!, chosen!]) {
      expect(within(line).getByRole('group', { name: /^Quantity of Margherita/ })).toBeInTheDocument();
      expect(within(line).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    }

    await user.click(within(chosen!).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(plain!).getByRole('button', { name: 'Delete' }));
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ quantity: 2, totalPrice: 2380, choice: large.choice })]);
  });
});
