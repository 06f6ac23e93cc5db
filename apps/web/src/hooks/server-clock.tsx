import { type ReactNode, useSyncExternalStore } from 'react';
import { RenderedAt } from './use-now.ts';

const unchanging = () => () => {};

/** Screens under it start from the server's clock (`at`) on the server and while the browser hydrates them; later ones from their own. */
export function ServerClock({ at, children }: { at: number; children: ReactNode }) {
  // React reads the server's answer while hydrating and the browser's from then on.
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  return <RenderedAt value={hydrating ? at : null}>{children}</RenderedAt>;
}
