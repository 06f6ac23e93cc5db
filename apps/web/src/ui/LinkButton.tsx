import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from './button-styles.ts';

type LinkButtonProps = Omit<LinkProps, 'className'> & { variant?: ButtonVariant | 'text' };

/** A link that looks like a button, or (variant 'text') like a quiet text link. */
export function LinkButton({ variant = 'primary', ...props }: LinkButtonProps) {
  const className =
    variant === 'text'
      ? 'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-chili-700 underline-offset-4 hover:text-chili-800 hover:underline'
      : buttonClasses(variant);
  return <Link className={className} {...props} />;
}
