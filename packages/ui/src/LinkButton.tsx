import type { ComponentProps, ElementType } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes.ts';

const TEXT_LINK =
  'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-chili-700 underline-offset-4 hover:text-chili-800 hover:underline';

export type LinkButtonProps<Link extends ElementType = 'a'> = {
  /** The link component to render, such as a router's `Link` (whose props it then takes); a plain `a` by default. */
  as?: Link;
  /** A button's look, or `text` for a quiet text link. */
  variant?: ButtonVariant | 'text';
} & Omit<ComponentProps<Link>, 'className'>;

/** A link that looks like a button (or, `text`, like a quiet link). The kit knows no router: the app hands in its own link. */
export function LinkButton<Link extends ElementType = 'a'>({ as, variant = 'primary', ...props }: LinkButtonProps<Link>) {
  const Component: ElementType = as ?? 'a';
  return <Component className={variant === 'text' ? TEXT_LINK : buttonClasses(variant)} {...props} />;
}
