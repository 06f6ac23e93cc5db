import { SHOP_TIME_ZONE } from '@chulo/domain';
import { Alert, Badge, Button, Card, EmptyState } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { historyActions, selectHistory } from './history-slice.ts';

/** "23 Nov 2026, 17:05", in Kathmandu's time like everything at the shop. */
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** Every change to the menu, prices, staff and hours: who, what, when; newest first. */
export function HistoryScreen() {
  const { entries, loadingMore, complete, error } = useAppSelector(selectHistory);
  const dispatch = useAppDispatch();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-5 sm:px-6 sm:py-8">
      <title>History · Kitchen · Chulo Pizza</title>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">History</h1>
      <p className="mt-1 text-sm text-ink-700 sm:text-base">Who changed the menu, prices, staff and hours, and when. Newest first.</p>

      {entries.length === 0 ? (
        <EmptyState icon="📜" message="No changes yet." />
      ) : (
        <Card as="ol" className="mt-6 divide-y divide-ink-900/10 overflow-hidden">
          {entries.map(({ at, staff, action, summary }) => (
            <li key={`${at}-${staff}-${summary}`} className="flex flex-col gap-1 p-4">
              <p className="font-semibold text-ink-900">{summary}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
                <Badge tone="cream" size="compact">
                  {action.replace(/-/g, ' ')}
                </Badge>
                <span>
                  by <span className="font-semibold">{staff}</span>, <time dateTime={at}>{WHEN.format(new Date(at))}</time>
                </span>
              </p>
            </li>
          ))}
        </Card>
      )}

      <div className="mt-6 flex flex-col items-start gap-3">
        {error && <Alert>{error}</Alert>}
        {!complete && entries.length > 0 && (
          <Button variant="secondary" busy={loadingMore} disabled={loadingMore} onClick={() => dispatch(historyActions.loadMore())}>
            Load older changes
          </Button>
        )}
      </div>
    </div>
  );
}
