/** The shop's mark: a pizza slice with a basil leaf. Decorative; the shop name sits beside it. */
export function ShopLogo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <circle cx="32" cy="32" r="31" className="fill-plate-50" />
      <path d="M32 10c9.5 0 18 4.4 23.5 11.3L32 56 8.5 21.3C14 14.4 22.5 10 32 10Z" className="fill-crust-400" />
      <path d="M32 15c8 0 15.2 3.6 20 9.2L32 52 12 24.2C16.8 18.6 24 15 32 15Z" className="fill-cheese-300" />
      <circle cx="25" cy="26" r="4.2" className="fill-tomato-600" />
      <circle cx="39" cy="25" r="4.2" className="fill-tomato-600" />
      <circle cx="32" cy="38" r="3.8" className="fill-tomato-600" />
      <path d="M36 33c3-3 7-3 9-1-3 3-7 3-9 1Z" className="fill-basil-700" />
    </svg>
  );
}
