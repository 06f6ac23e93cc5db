import type { ComponentProps, ElementType } from 'react';
import { classNames } from './class-names.ts';

export type CardProps<Element extends ElementType = 'div'> = {
  /** The element it is: `li` in a list, `article`, `form`. */
  as?: Element;
  /** Layout and padding for where it sits. */
  className?: string;
  /** Ringed in saffron: something new that wants the eye. */
  highlighted?: boolean;
} & Omit<ComponentProps<Element>, 'className'>;

/** The white surface everything sits on: rounded, lifted off the cream page by a faint ring and shadow. */
export function Card<Element extends ElementType = 'div'>({ as, className, highlighted = false, ...props }: CardProps<Element>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={classNames('rounded-3xl bg-white shadow-sm ring-1', highlighted ? 'ring-4 ring-saffron-400' : 'ring-ink-900/5', className)}
      {...props}
    />
  );
}
