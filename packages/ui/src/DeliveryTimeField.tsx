import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormField } from './FormField.tsx';

/** A day's delivery times: "Today", then its times, each with the value the form sends. */
export interface DeliveryDay {
  label: string;
  times: readonly { value: string; label: string }[];
}

export interface DeliveryTimeFieldProps extends Omit<ComponentProps<'select'>, 'className' | 'children'> {
  label: ReactNode;
  /** The first choice, the default, sent as '': "As soon as possible". */
  soonest: string;
  /** The later times, grouped by day; none: only the first choice. */
  days: readonly DeliveryDay[];
  /** A line under the choice that says what it means. */
  hint?: ReactNode;
  /** What is wrong with the choice: shown under it, read with it, and the choice marked invalid. */
  error?: ReactNode;
}

/**
 * When an order should come: as soon as possible, or a time later, grouped by day. A native select,
 * so that a phone shows its own picker, the keyboard moves through it and screen readers read the day
 * of each time.
 */
export function DeliveryTimeField({ label, soonest, days, hint, error, id, ...select }: DeliveryTimeFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const messageId = `${fieldId}-message`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormField label={label} htmlFor={fieldId} message={error} messageId={messageId}>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="text-field w-full" {...select}>
        <option value="">{soonest}</option>
        {days.map((day) => (
          <optgroup key={day.label} label={day.label}>
            {day.times.map((time) => (
              <option key={time.value} value={time.value}>
                {`${day.label}, ${time.label}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-ink-700">
          {hint}
        </p>
      )}
    </FormField>
  );
}
