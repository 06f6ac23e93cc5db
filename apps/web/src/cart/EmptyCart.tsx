import { LinkButton } from '../ui/LinkButton.tsx';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <LinkButton variant="text" to="/menu">
        ← Back to menu
      </LinkButton>
      <h1 className="mt-6 text-2xl font-extrabold text-ink-900 sm:text-3xl">Your cart</h1>
      <div className="mt-6 rounded-3xl border-2 border-dashed border-ink-900/15 bg-cream-50 px-6 py-12 text-center">
        <p aria-hidden="true" className="text-5xl">🍕</p>
        <p className="mt-4 font-semibold text-ink-900">Your cart is still empty. Start adding some pizzas :</p>
        <div className="mt-6">
          <LinkButton to="/menu">See the menu</LinkButton>
        </div>
      </div>
    </div>
  );
}
