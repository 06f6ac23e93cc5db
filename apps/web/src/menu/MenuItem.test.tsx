import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../cart/cart-store.ts';
import { MARGHERITA as margherita } from '../testing/pizzas.ts';
import { MenuItem } from './MenuItem.tsx';

describe('a menu item used from the keyboard', () => {
  beforeEach(() => useCartStore.setState({ lines: [] }));

  it('keeps focus in the item as Add to cart turns into quantity controls and back', async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <MenuItem pizza={margherita} eager />
      </ul>,
    );
    screen.getByRole('button', { name: 'Add to cart' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(useCartStore.getState().lines[0]?.quantity).toBe(2);

    screen.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });
});
