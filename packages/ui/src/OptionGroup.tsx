import { type ReactNode, useId } from 'react';

/** One option of a group: `unavailable` says why it cannot be chosen ("sold out"), and it cannot be. */
export interface Option {
  value: string;
  label: ReactNode;
  /** Beside the label: what it costs, or adds ("+ Rs 80"). */
  note?: ReactNode;
  unavailable?: string;
}

export interface OptionGroupProps {
  legend: ReactNode;
  /** A line under the legend: a limit ("Up to 3"). */
  hint?: ReactNode;
  /** `radio`: one of them (a size); `checkbox`: any of them (toppings). */
  type: 'radio' | 'checkbox';
  /** The inputs' name, so that a group of radios is one choice. */
  name: string;
  options: readonly Option[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** No more may be ticked (a limit reached): the unticked boxes wait, the ticked ones can still be unticked. */
  full?: boolean;
}

/**
 * A fieldset of radios or checkboxes, its legend naming the choice. An option that cannot be
 * chosen is disabled and says why in its label, so a screen reader reads the reason with it; one
 * already chosen stays free to be unchosen.
 */
export function OptionGroup({ legend, hint, type, name, options, chosen, onChange, full = false }: OptionGroupProps) {
  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const toggle = (value: string, on: boolean) => {
    if (type === 'radio') onChange([value]);
    else onChange(on ? [...chosen, value] : chosen.filter((other) => other !== value));
  };

  return (
    <fieldset className="min-w-0" aria-describedby={hint ? hintId : undefined}>
      <legend className="font-bold text-ink-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-col gap-1.5">
        {options.map((option) => {
          const isChosen = chosen.includes(option.value);
          const disabled = !isChosen && (option.unavailable !== undefined || (full && type === 'checkbox'));
          const id = `${groupId}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`flex min-h-11 items-center gap-3 rounded-2xl px-3 py-2 ${isChosen ? 'bg-saffron-300/50' : 'bg-cream-100'} ${disabled ? 'cursor-not-allowed text-ink-600' : 'cursor-pointer text-ink-900'}`}
            >
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                checked={isChosen}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-5 shrink-0 accent-chili-700"
              />
              <span className="grow">
                {option.label}
                {option.unavailable && ` (${option.unavailable})`}
              </span>
              {option.note && <span className="shrink-0 text-sm font-semibold tabular-nums">{option.note}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
