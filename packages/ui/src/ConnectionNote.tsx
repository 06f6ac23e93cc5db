import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

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

/**
 * Says plainly what the connection means for what is on screen: that the device is offline (and
 * what still works), that an order is shown as last seen, or that a new version waits for a
 * reload. A `Notice`: announced politely, it never interrupts what the customer is doing.
 */
export function ConnectionNote({ state, lastSeen, onReload }: ConnectionNoteProps) {
  switch (state) {
    case 'offline':
      return <Notice title="You’re offline.">You can still browse the menu and fill your cart.</Notice>;
    case 'lastKnown':
      return (
        <Notice title="We can’t reach the shop right now.">
          This is your order as we last saw it{lastSeen && `, on ${lastSeen}`}; it updates once we’re connected again.
        </Notice>
      );
    case 'newVersion':
      return (
        <Notice
          title="A new version of Chulo Pizza is ready."
          action={
            <Button variant="small" onClick={onReload}>
              Reload
            </Button>
          }
        />
      );
  }
}
