import { classNames } from './class-names.ts';

export interface ConnectionNoteProps {
  /**
   * `offline`: the device has no connection; `lastKnown`: an order shown from the copy kept for
   * when the shop cannot be reached; `newVersion`: a new version of the app is ready.
   */
  state: 'offline' | 'lastKnown' | 'newVersion';
  /** `lastKnown`: when the shop last sent the order, as the customer reads a time. */
  lastSeen?: string;
  /** `newVersion`: the customer's 'Reload'. */
  onReload?: () => void;
}

const TONE: Record<ConnectionNoteProps['state'], string> = {
  offline: 'bg-saffron-300 text-ink-900',
  lastKnown: 'bg-saffron-300 text-ink-900',
  newVersion: 'bg-ink-900 text-cream-50',
};

/**
 * Says plainly what the connection means for what is on screen: that the device is offline (and
 * what still works), that an order is shown as last seen, or that a new version waits for a
 * reload. Announced politely as it appears: it never interrupts what the customer is doing.
 */
export function ConnectionNote({ state, lastSeen, onReload }: ConnectionNoteProps) {
  return (
    <div role="status" className={classNames('flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl px-4 py-3 text-sm', TONE[state])}>
      {state === 'offline' && (
        <p>
          <strong className="font-bold">You’re offline.</strong> You can still browse the menu and fill your cart.
        </p>
      )}
      {state === 'lastKnown' && (
        <p>
          <strong className="font-bold">We can’t reach the shop right now.</strong> This is your order as we last saw it
          {lastSeen && `, on ${lastSeen}`}; it updates once we’re connected again.
        </p>
      )}
      {state === 'newVersion' && (
        <>
          <p className="font-semibold">A new version of Chulo Pizza is ready.</p>
          <button
            type="button"
            onClick={onReload}
            className="focus-on-dark inline-flex min-h-9 items-center rounded-full px-3 font-semibold text-saffron-300 hover:bg-cream-50/10"
          >
            Reload
          </button>
        </>
      )}
    </div>
  );
}
