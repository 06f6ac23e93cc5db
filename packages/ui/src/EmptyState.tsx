import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A large emoji above the message. */
  icon?: string;
  message: ReactNode;
  /** What to do about it: usually a LinkButton. */
  action?: ReactNode;
}

/** A dashed panel where a list would be, saying why it is empty and where to go. */
export function EmptyState({ icon = '🍕', message, action }: EmptyStateProps) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-ink-900/15 bg-cream-50 px-6 py-12 text-center">
      <p aria-hidden="true" className="text-5xl">
        {icon}
      </p>
      <p className="mt-4 font-semibold text-ink-900">{message}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
