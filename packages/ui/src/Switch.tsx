import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export interface SwitchProps {
  /** What the switch turns on ("Sold out"); put what it applies to in a visually hidden span for screen readers. */
  label: ReactNode;
  checked: boolean;
  /** The change is being saved. */
  busy?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch that takes effect at once. */
export function Switch({ label, checked, busy = false, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-2.5 self-start rounded-full pr-1 text-sm font-semibold whitespace-nowrap text-ink-900"
    >
      <span
        aria-hidden="true"
        className={classNames('relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors', checked ? 'bg-chili-700' : 'bg-ink-600/45')}
      >
        <span
          className={classNames(
            'size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </span>
      <span>{label}</span>
    </button>
  );
}
