import { useState } from 'react';
import type { CopyState } from '@chulo/ui';

/** Puts `text` on the clipboard when asked, and says how it went; a browser without the clipboard (plain http) refuses. */
export function useCopy(text: string): [CopyState, () => void] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return [state, copy];
}
