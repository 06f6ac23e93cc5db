import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/** Each tone pairs a background with the text colour that reads on it (WCAG AA). */
export type BadgeTone = 'chili' | 'basil' | 'saffron' | 'saffron-light' | 'ink' | 'cream';

const TONES: Record<BadgeTone, string> = {
  chili: 'bg-chili-700 text-white',
  basil: 'bg-basil-700 text-white',
  saffron: 'bg-saffron-400 text-ink-900',
  'saffron-light': 'bg-saffron-300 text-ink-900',
  ink: 'bg-ink-800 text-cream-50',
  cream: 'bg-cream-200 text-ink-900',
};

export interface BadgeProps {
  tone: BadgeTone;
  /** `regular` beside a page title; `compact` (small capitals) on a card. */
  size?: 'regular' | 'compact';
  children: ReactNode;
}

/** A short label on a pill: an order's status, 'Priority', 'New'. The app picks the tone for what it means. */
export function Badge({ tone, size = 'regular', children }: BadgeProps) {
  return (
    <span
      className={classNames(
        'rounded-full font-bold',
        size === 'regular' ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs tracking-wide uppercase',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
