import type { ReactNode } from 'react';

interface FormRowProps {
  label: string;
  htmlFor: string;
  /** Shown under the control, and announced with it when `messageId` is its aria-describedby. */
  message?: string | false;
  messageId?: string;
  children: ReactNode;
}

/** A labelled form control: stacked on phones, label beside it from small screens up. */
export function FormRow({ label, htmlFor, message, messageId, children }: FormRowProps) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-4">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink-900 sm:w-36 sm:shrink-0 sm:pt-3">
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
