import { type ComponentProps, type ReactNode, useId } from 'react';
import { classNames } from './class-names.ts';
import { FormField } from './FormField.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className'> {
  label: ReactNode;
  /** What is wrong with the value: shown under the field, read with it, and the field marked invalid. */
  error?: ReactNode;
  layout?: 'row' | 'stacked';
  /** A button that belongs to the field ('Get Position'): inside it on wide screens, under it on phones. */
  action?: ReactNode;
}

/** A text input with its label and error message, wired for screen readers. */
export function TextField({ label, error, layout, action, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const messageId = `${fieldId}-message`;
  return (
    <FormField label={label} htmlFor={fieldId} message={error} messageId={messageId} layout={layout}>
      <div className={classNames(Boolean(action) && 'flex flex-col gap-2 sm:relative')}>
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={classNames('text-field w-full', Boolean(action) && 'sm:pr-36')}
          {...input}
        />
        {action && <span className="self-start sm:absolute sm:top-1 sm:right-1">{action}</span>}
      </div>
    </FormField>
  );
}
