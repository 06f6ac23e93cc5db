import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the control, which the label names. */
  htmlFor: string;
  /** Shown under the control; give the control `aria-describedby={messageId}` so it is read with it. */
  message?: ReactNode;
  messageId?: string;
  /** `row`: label beside the control from small screens up (the order form); `stacked`: always above it. */
  layout?: 'row' | 'stacked';
  children: ReactNode;
}

/** A labelled form control with its message. */
export function FormField({ label, htmlFor, message, messageId, layout = 'row', children }: FormFieldProps) {
  const row = layout === 'row';
  return (
    <div className={classNames('flex flex-col gap-1.5', row && 'sm:flex-row sm:items-start sm:gap-4')}>
      <label htmlFor={htmlFor} className={classNames('text-sm font-semibold text-ink-900', row && 'sm:w-36 sm:shrink-0 sm:pt-3')}>
        {label}
      </label>
      <div className="grow">
        {children}
        {message && (
          <p id={messageId} className="mt-2 rounded-xl bg-chili-50 px-3 py-2 text-xs font-medium text-chili-800">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
