import type { ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export interface NoticeProps {
  /** What is going on, in a few words. */
  title: ReactNode;
  /** What it means for the person, and what happens next. */
  children?: ReactNode;
  /** Still under way (waiting for the network): a turning spinner beside the title. */
  busy?: boolean;
  /** What the person may do about it: usually a small Button. */
  action?: ReactNode;
}

/**
 * Something the person should know that is not a failure: a calm panel, announced politely as
 * it appears or changes (`role="status"`), so a screen reader finishes what it was saying first.
 */
export function Notice({ title, children, busy = false, action }: NoticeProps) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3 rounded-xl bg-cream-200 px-4 py-3 text-sm text-ink-900">
      <div>
        <p className="flex items-center gap-2 font-bold">
          {busy && <Spinner className="size-4 shrink-0" />}
          {title}
        </p>
        {children && <p className="mt-1 text-ink-800">{children}</p>}
      </div>
      {action && <div>{action}</div>}
    </div>
  );
}
