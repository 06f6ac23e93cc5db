import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectQuantityOf } from '../cart/cart-slice.ts';
import { MARGHERITA as margherita } from '../testing/pizzas.ts';
import { createTestStore, withStore } from '../testing/test-store.tsx';
import { MenuItem } from './MenuItem.tsx';

describe('a menu item used from the keyboard', () => {
  it('keeps focus in the item as Add to cart turns into quantity controls and back', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    render(
      <ul>
        <MenuItem pizza={margherita} eager />
      </ul>,
      { wrapper: withStore(store) },
    );
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(selectQuantityOf(margherita.id)(store.getState())).toBe(2);

    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });
});
