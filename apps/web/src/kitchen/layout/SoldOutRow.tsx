import type { ReactNode } from 'react';
import { Button, Switch } from '@chulo/ui';

interface SoldOutRowProps {
  /** What is sold out, read with the switch and the button ("Margherita Sold out", "Retire Margherita"). */
  name: string;
  soldOut: boolean;
  /** A change on its way: the switch waits, the button cannot be pressed again. */
  busy: boolean;
  onSoldOut: (soldOut: boolean) => void;
  /** Owners' only: taking it off the menu, or bringing it back. */
  retire?: { retired: boolean; onChange: (retired: boolean) => void } | undefined;
  /** What the screen sets beside them. */
  children?: ReactNode;
}

/** A pizza's, size's, crust's or extra's sold-out switch, for either role, and its Retire or Bring back button, for owners. */
export function SoldOutRow({ name, soldOut, busy, onSoldOut, retire, children }: SoldOutRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Switch
        label={
          <>
            <span className="sr-only">{name}</span> Sold out
          </>
        }
        checked={soldOut}
        busy={busy}
        onChange={onSoldOut}
      />
      {retire && (
        <Button variant="secondary" disabled={busy} onClick={() => retire.onChange(!retire.retired)}>
          {retire.retired ? 'Bring back' : 'Retire'} <span className="sr-only">{name}</span>
        </Button>
      )}
      {children}
    </div>
  );
}
