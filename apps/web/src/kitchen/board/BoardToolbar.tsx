import type { RefObject } from 'react';
import { LiveIndicator } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { type FeedState } from './board-slice.ts';
import { chimeActions, selectChime } from './chime-slice.ts';
import { canChime } from './order-chime.ts';
import { AutoPrintSwitch } from '../tickets/AutoPrintSwitch.tsx';

interface BoardToolbarProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  openCount: number;
  feed: FeedState;
}

/** The board's title, whether it is live, the new-order sound and auto-print. */
export function BoardToolbar({ headingRef, openCount, feed }: BoardToolbarProps) {
  const { wanted, unlocked } = useAppSelector(selectChime);
  const dispatch = useAppDispatch();
  const supported = canChime();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h1 ref={headingRef} tabIndex={-1} className="mr-auto text-2xl font-extrabold text-ink-900 outline-none sm:text-3xl">
        Open orders <span className="text-ink-600 tabular-nums">({openCount})</span>
      </h1>

      <LiveIndicator state={feed} lateNote="(new orders may be late until the board is live again)" />

      {supported && wanted && !unlocked && (
        <p className="order-last basis-full text-sm text-ink-700 sm:order-none sm:basis-auto">
          Sound starts after your first tap or key press.
        </p>
      )}

      {supported && (
        <button
          type="button"
          aria-pressed={wanted}
          onClick={() => dispatch(chimeActions.toggleSound())}
          className="inline-flex min-h-9 items-center gap-2 rounded-full border-2 border-ink-900/15 bg-white px-3.5 text-sm font-semibold text-ink-800 transition-colors hover:border-ink-900/30 hover:bg-cream-200"
        >
          <span aria-hidden="true">{wanted ? '🔔' : '🔕'}</span>
          New-order sound
          {/* The state is aria-pressed for screen readers; this is for the eye. */}
          <span aria-hidden="true" className="text-ink-600">
            {wanted ? 'on' : 'off'}
          </span>
        </button>
      )}

      <AutoPrintSwitch />
    </div>
  );
}
