import { useId } from 'react';
import { Button } from './Button.tsx';

/** How the last copy went: not tried yet, on the clipboard, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyFieldProps {
  /** What the text is ("The order's page"). */
  label: string;
  /** The text to read out or send: shown whole, selectable. */
  value: string;
  state: CopyState;
  /** 'Copy' pressed: the app puts `value` on the clipboard and says how it went through `state`. */
  onCopy: () => void;
}

const SAID: Record<Exclude<CopyState, 'idle'>, string> = {
  copied: 'Copied',
  failed: 'The browser would not copy it: select the text and copy it by hand.',
};

/**
 * A text someone reads out or sends on (an order's address), with a Copy button. The text stays
 * selectable, so it can be copied by hand where the browser refuses; how the copy went is
 * announced politely beside the button.
 */
export function CopyField({ label, value, state, onCopy }: CopyFieldProps) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-ink-700">
        {label}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <output aria-labelledby={labelId} className="min-w-0 grow rounded-xl border-2 border-ink-900/15 bg-cream-50 px-3 py-2 font-mono text-base break-all text-ink-900 select-all">
          {value}
        </output>
        <Button variant="small-secondary" onClick={onCopy} aria-describedby={state === 'idle' ? undefined : `${labelId}-said`}>
          Copy
        </Button>
      </div>
      <p id={`${labelId}-said`} role="status" className={state === 'failed' ? 'text-sm font-semibold text-chili-800' : 'text-sm font-semibold text-basil-700'}>
        {state === 'idle' ? '' : SAID[state]}
      </p>
    </div>
  );
}
