import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface AlertProps {
  children: ReactNode;
  /** `compact` for a message beside a small control (a price field, a switch). */
  size?: 'regular' | 'compact';
  id?: string;
  /** `alert` (the default) is announced at once; `none` for a message shown with the page, read with its field. */
  role?: 'alert' | 'none';
}

/** What went wrong, in the words a person can act on. */
export function Alert({ children, size = 'regular', id, role = 'alert' }: AlertProps) {
  return (
    <p
      id={id}
      role={role === 'alert' ? 'alert' : undefined}
      className={classNames(
        'rounded-xl bg-chili-50 font-semibold text-chili-800',
        size === 'regular' ? 'px-4 py-3 text-sm' : 'max-w-56 px-3 py-2 text-xs',
      )}
    >
      {children}
    </p>
  );
}
