import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from './button-styles.ts';

type ButtonProps = Omit<ComponentProps<'button'>, 'className'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant)} {...props} />;
}
