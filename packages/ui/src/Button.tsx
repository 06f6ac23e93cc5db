import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'className'> {
  variant?: ButtonVariant;
  /** Its action is under way: says so to screen readers, and turns a spinner before the label. */
  busy?: boolean;
}

/** The shop's button. A plain `button` (never a submit by accident): pass `type="submit"` for a form's. */
export function Button({ variant = 'primary', type = 'button', busy = false, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant)} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
