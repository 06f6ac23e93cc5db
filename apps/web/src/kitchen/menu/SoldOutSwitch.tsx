interface SoldOutSwitchProps {
  pizzaName: string;
  soldOut: boolean;
  busy: boolean;
  onChange: (soldOut: boolean) => void;
}

/** An on/off switch: on means customers cannot order the pizza. */
export function SoldOutSwitch({ pizzaName, soldOut, busy, onChange }: SoldOutSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={soldOut}
      aria-busy={busy}
      onClick={() => onChange(!soldOut)}
      className="inline-flex min-h-11 items-center gap-2.5 self-start rounded-full pr-1 text-sm font-semibold whitespace-nowrap text-ink-900"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${soldOut ? 'bg-chili-700' : 'bg-ink-600/45'}`}
      >
        <span
          className={`size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${soldOut ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </span>
      <span>
        <span className="sr-only">{pizzaName}</span> Sold out
      </span>
    </button>
  );
}
