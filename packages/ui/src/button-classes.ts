/** One look for every button and button-like link. `danger` is for what cannot be undone; `small-secondary` sits beside a `small`. */
export type ButtonVariant = 'primary' | 'secondary' | 'small' | 'small-secondary' | 'round' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-saffron-400 px-5 py-3 text-sm text-ink-900 shadow-sm shadow-chili-900/10 hover:bg-saffron-300 md:px-6 md:py-3.5 md:text-base',
  secondary:
    'border-2 border-ink-900/15 px-5 py-2.5 text-sm text-ink-800 hover:border-ink-900/30 hover:bg-cream-200 md:px-6 md:py-3 md:text-base',
  small: 'bg-saffron-400 px-4 py-2 text-xs text-ink-900 hover:bg-saffron-300 md:px-5 md:py-2.5 md:text-sm',
  'small-secondary':
    'border-2 border-ink-900/15 px-4 py-1.5 text-xs text-ink-800 hover:border-ink-900/30 hover:bg-cream-200 md:px-5 md:py-2 md:text-sm',
  round: 'size-8 bg-saffron-400 text-lg leading-none text-ink-900 hover:bg-saffron-300 md:size-9',
  danger: 'min-h-11 bg-chili-700 px-5 text-sm text-white hover:bg-chili-800',
};

export function buttonClasses(variant: ButtonVariant): string {
  return `${base} ${variants[variant]}`;
}
