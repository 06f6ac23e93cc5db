import { OPEN_STATUSES, type OpenStatus } from '@chulo/domain';
import { Link } from '../../router/Link.tsx';
import { STATUS_LABEL } from './kitchen-queue.ts';

interface StatusFilterProps {
  current: OpenStatus | null;
  counts: Record<OpenStatus, number>;
  total: number;
}

const choices: { status: OpenStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  ...OPEN_STATUSES.map((status) => ({ status, label: STATUS_LABEL[status] })),
];

/** Show every open order, or only those at one station. The choice lives in the address (`?status=`). */
export function StatusFilter({ current, counts, total }: StatusFilterProps) {
  return (
    <nav aria-label="Filter orders by status" className="-mx-4 mt-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {choices.map(({ status, label }) => {
          const selected = status === current;
          const count = status ? counts[status] : total;
          return (
            <li key={label}>
              <Link
                to={status ? `/kitchen?status=${status}` : '/kitchen'}
                replace
                preventScrollReset
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  selected
                    ? 'bg-ink-900 text-cream-50'
                    : 'bg-white text-ink-800 ring-1 ring-ink-900/15 hover:bg-cream-200 hover:ring-ink-900/30'
                }`}
              >
                {label}{' '}
                <span
                  className={`min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums ${
                    selected ? 'bg-saffron-400 text-ink-900' : 'bg-cream-200 text-ink-900'
                  }`}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
