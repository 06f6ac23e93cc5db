import { classNames } from './class-names.ts';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

const TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether a live feed is connected: green and steady when live, red and pulsing otherwise. Announced as it changes. */
export function LiveIndicator({ state, lateNote }: { state: LiveState; /** Said to screen readers while reconnecting. */ lateNote?: string }) {
  const live = state === 'live';
  return (
    <p
      role="status"
      className={classNames(
        'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold',
        live ? 'bg-basil-700/10 text-basil-700' : 'bg-chili-50 text-chili-800',
      )}
    >
      <span aria-hidden="true" className={classNames('size-2.5 rounded-full', live ? 'bg-basil-700' : 'bg-chili-700 motion-safe:animate-pulse')} />
      {TEXT[state]}
      {state === 'reconnecting' && lateNote && <span className="sr-only">{lateNote}</span>}
    </p>
  );
}
