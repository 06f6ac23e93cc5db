/** The first Tab stop on every page: straight to the content (the element with id `to`), past the header. */
export function SkipLink({ to }: { to: string }) {
  return (
    <a
      href={`#${to}`}
      className="sr-only z-50 rounded-full bg-saffron-400 px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
