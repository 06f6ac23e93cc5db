import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  /** What went wrong, as the person should read it. */
  message: ReactNode;
  /** The ways on: a link back, a reload button. */
  actions: ReactNode;
  /** `alert` when it replaces a screen the person was using, so it is announced. */
  role?: 'alert';
}

/** 'Something went wrong', the reason, and a way back. */
export function ErrorPanel({ message, actions, role }: ErrorPanelProps) {
  return (
    <div role={role} className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <p aria-hidden="true" className="text-5xl">
        🍕
      </p>
      <h1 className="mt-4 text-2xl font-extrabold text-ink-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 text-base text-ink-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 font-semibold">{actions}</div>
    </div>
  );
}
