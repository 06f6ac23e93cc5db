import { useRef } from 'react';
import { Button, LinkButton } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';
import { useKeepFocus } from '../../hooks/use-keep-focus.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { lineKey } from './cart-line.ts';
import { cartActions, selectCartItems } from './cart-slice.ts';
import { EmptyCart } from './EmptyCart.tsx';

export function Cart() {
  const lines = useAppSelector(selectCartItems);
  const username = useAppSelector((state) => state.user.username);
  const dispatch = useAppDispatch();
  const cart = useRef<HTMLDivElement>(null);
  // A deleted line takes its focused button with it: carry on from the first line still there.
  useKeepFocus(cart, lines.length, (area) => area.querySelector('li button'));

  if (lines.length === 0) return <EmptyCart />;

  return (
    <div ref={cart} className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <LinkButton as={Link} variant="text" to="/menu">
        ← Back to menu
      </LinkButton>
      <h1 className="mt-6 text-2xl font-extrabold text-ink-900 sm:text-3xl">{username ? `Your cart, ${username}` : 'Your cart'}</h1>
      <ul className="mt-4 divide-y divide-ink-900/10 border-b border-ink-900/10">
        {lines.map((line) => (
          <CartLineItem key={lineKey(line)} line={line} />
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <LinkButton as={Link} to="/order/new">
          Order pizzas
        </LinkButton>
        <Button variant="secondary" onClick={() => dispatch(cartActions.clear())}>
          Clear cart
        </Button>
      </div>
    </div>
  );
}
