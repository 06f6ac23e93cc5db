import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARGHERITA as margherita } from '@chulo/api-client/testing';
import { selectQuantityOf } from '../cart/cart-slice.ts';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
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

describe('a menu item’s picture', () => {
  const renderItem = (pizza: typeof margherita, eager: boolean) =>
    render(
      <ul>
        <MenuItem pizza={pizza} eager={eager} />
      </ul>,
      { wrapper: withStore(createTestStore().store) },
    );

  it('is the owner’s photo where the pizza has one, in every format the server made', () => {
    const photo = {
      src: '/photos/3f9a-640.jpg',
      srcset: '/photos/3f9a-320.jpg 320w, /photos/3f9a-640.jpg 640w',
      sources: [{ type: 'image/webp', srcset: '/photos/3f9a-320.webp 320w, /photos/3f9a-640.webp 640w' }],
      width: 640,
      height: 640,
    };
    const { container } = renderItem({ ...margherita, photo }, false);
    const picture = screen.getByRole('img', { name: 'Margherita' });
    expect(picture).toHaveAttribute('src', photo.src);
    expect(picture).toHaveAttribute('srcset', photo.srcset);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute('srcset', photo.sources[0]!.srcset);
  });

  it('is the drawing without a photo', () => {
    const { container } = renderItem(margherita, true);
    expect(screen.getByRole('img', { name: 'Margherita' })).toHaveAttribute('src', margherita.imageUrl);
    expect(screen.getByRole('img', { name: 'Margherita' })).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('picture')).toBeNull();
  });
});
