import { EmptyState, LinkButton } from '@chulo/ui';
import { Link } from '../../router/Link.tsx';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <LinkButton as={Link} variant="text" to="/menu">
        ← Back to menu
      </LinkButton>
      <h1 className="mt-6 text-2xl font-extrabold text-ink-900 sm:text-3xl">Your cart</h1>
      <div className="mt-6">
        <EmptyState
          message="Your cart is still empty. Start adding some pizzas :"
          action={
            <LinkButton as={Link} to="/menu">
              See the menu
            </LinkButton>
          }
        />
      </div>
    </div>
  );
}
