import { Button } from './Button.tsx';

export interface QuantityStepperProps {
  /** What is counted, for screen readers: "Quantity of Margherita". */
  itemName: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** Minus, the quantity, plus. The quantity is announced as it changes. */
export function QuantityStepper({ itemName, quantity, onDecrease, onIncrease }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={`Quantity of ${itemName}`} className="flex items-center gap-2 md:gap-3">
      <Button variant="round" aria-label="Decrease quantity" onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </Button>
      <span className="min-w-5 text-center text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <Button variant="round" aria-label="Increase quantity" onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
