import type { ReactNode } from 'react';

export interface ToastProps {
  /** Names the region for screen readers ("New orders"). */
  label: string;
  title: ReactNode;
  onDismiss: () => void;
  children?: ReactNode;
}

/**
 * A notice floating in a corner of the screen (at the bottom on phones): it covers the page
 * instead of pushing it, so nothing moves under a finger about to tap.
 */
export function Toast({ label, title, onDismiss, children }: ToastProps) {
  return (
    <aside
      aria-label={label}
      className="fixed inset-x-3 bottom-3 z-40 rounded-3xl bg-ink-900 p-4 text-cream-50 shadow-xl shadow-ink-900/30 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold">{title}</p>
        <button
          type="button"
          onClick={onDismiss}
          className="focus-on-dark inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-saffron-300 hover:bg-cream-50/10"
        >
          Dismiss
        </button>
      </div>
      {children}
    </aside>
  );
}
