import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Price } from './Price.tsx';

/** A way to pay the customer may take from the panel: again with a wallet, or at the door instead. */
export interface PaymentAction {
  value: string;
  label: string;
}

export interface PaymentPanelProps {
  /** How it is paid, in one line: "Paid with Khalti", "Cash on delivery". */
  line: string;
  /** What the rider collects, in rupees; nothing shown at 0. */
  toCollect: number;
  /** What the customer should know now: waiting for the payment, a payment that did not go through. */
  message?: ReactNode;
  /** The ways to pay still open; none once paid, or once the order is cancelled. */
  actions?: readonly PaymentAction[];
  /** One of the actions is under way: every button waits. */
  busy?: boolean;
  /** Why the last action failed, in the shop's words. */
  error?: string;
  onAction?: (value: string) => void;
}

/**
 * How an order is paid and whether it is, on the order's page: the line the kitchen's ticket
 * prints too, the cash the rider collects, and while it awaits payment, a way to pay again or at
 * the door. Announced politely as it changes, since a payment's answer arrives by itself.
 */
export function PaymentPanel({ line, toCollect, message, actions = [], busy = false, error, onAction }: PaymentPanelProps) {
  return (
    <section aria-label="Payment" className="flex flex-col gap-3 rounded-xl bg-cream-200 px-4 py-3 text-ink-900">
      <div role="status" aria-live="polite">
        <p className="font-bold">{line}</p>
        {toCollect > 0 && (
          <p>
            Cash to collect: <Price amount={toCollect} className="font-bold" />
          </p>
        )}
        {message && <p className="mt-1 text-sm text-ink-800">{message}</p>}
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-chili-800">
          {error}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={action.value} variant="small" disabled={busy} onClick={() => onAction?.(action.value)}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
