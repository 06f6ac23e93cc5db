import { useFetcher } from 'react-router';
import { Button } from '../ui/Button.tsx';
import type { makePriorityAction } from './make-priority-action.ts';

/** Upgrades the order in place: no navigation, no reload. */
export function MakePriority() {
  const fetcher = useFetcher<typeof makePriorityAction>();
  const isUpdating = fetcher.state !== 'idle';

  return (
    <fetcher.Form method="PATCH" className="flex flex-col items-end gap-3">
      <Button type="submit" disabled={isUpdating} aria-busy={isUpdating}>
        Make a priority
      </Button>
      {fetcher.data?.error && (
        <p role="alert" className="rounded-xl bg-chili-50 px-4 py-2 text-sm font-semibold text-chili-800">
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}
