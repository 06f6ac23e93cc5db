import { type ComponentProps, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: ReactNode;
  /** A line under the label that says what ticking it means. */
  hint?: ReactNode;
}

/** A checkbox on a soft panel, with its label and hint. */
export function Checkbox({ label, hint, id, ...input }: CheckboxProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const hintId = `${boxId}-hint`;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-cream-100 p-4">
      <input
        id={boxId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-chili-700"
        {...input}
      />
      <div>
        <label htmlFor={boxId} className="font-semibold text-ink-900">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-0.5 text-sm text-ink-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
