import { MINUTE, shopClock } from '@chulo/domain';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { SalesReport } from '@chulo/api-client/contract';
import { Alert, Card, DateRangePicker, Price, Spinner } from '@chulo/ui';
import { useNow } from '../../hooks/use-now.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { bestSellerRows, channelRows, dayPoints, extraRows, hourPoints, paymentRows, percent, punctuality } from './sales-figures.ts';
import { SalesTable } from './SalesTable.tsx';
import { salesActions, selectSales } from './sales-slice.ts';

// The charting library downloads with the first chart, on this screen only.
const SalesChart = lazy(async () => ({ default: (await import('@chulo/ui/sales-chart')).SalesChart }));

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">{label}</dt>
      <dd className="text-xl font-extrabold text-ink-900 tabular-nums sm:text-2xl">{children}</dd>
    </Card>
  );
}

function Charts({ report }: { report: SalesReport }) {
  const byHour = useMemo(() => hourPoints(report), [report]);
  const byDay = useMemo(() => dayPoints(report), [report]);
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="size-5" /> Drawing the charts…
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 p-4">
          <SalesChart caption="Orders and revenue by hour" points={byHour} />
        </Card>
        <Card className="min-w-0 p-4">
          <SalesChart caption="Orders and revenue by day" points={byDay} />
        </Card>
      </div>
    </Suspense>
  );
}

/** The day's sales at a glance, or any range's: totals, charts, best sellers by size, extras, punctuality; the orders as CSV. */
export function SalesDashboard() {
  const { range, report, csvUrl, loading, error } = useAppSelector(selectSales);
  const dispatch = useAppDispatch();
  const today = shopClock(useNow(MINUTE)).date;
  if (!report || !range) return null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 sm:px-6 sm:py-8">
      <title>Sales · Kitchen · Chulo Pizza</title>
      <div>
        <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Sales</h1>
        <p className="mt-1 text-sm text-ink-700 sm:text-base">Days in Kathmandu time. Revenue includes priority fees, not cancelled orders.</p>
      </div>

      <DateRangePicker value={range} today={today} onChange={(next) => dispatch(salesActions.load(next))} />
      {error && <Alert>{error}</Alert>}

      <section aria-labelledby="totals" aria-busy={loading} className={loading ? 'opacity-60' : undefined}>
        <h2 id="totals" className="sr-only">
          Totals from {report.from} to {report.to}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <Figure label="Orders">{report.orders}</Figure>
          <Figure label="Revenue">
            <Price amount={report.revenue} />
          </Figure>
          <Figure label="Cancelled">{report.cancelled}</Figure>
          <Figure label="Priority">{percent(report.priorityShare)}</Figure>
          <Figure label="Delivered">
            <span className="text-base">{punctuality(report)}</span>
          </Figure>
          <Figure label="Average lateness">{report.averageLatenessMinutes === null ? 'None late' : `${Math.round(report.averageLatenessMinutes)} min`}</Figure>
        </dl>
      </section>

      <Charts report={report} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SalesTable title="Best sellers" item="Pizza" empty="No pizzas sold in these days." rows={bestSellerRows(report)} />
        <SalesTable title="Extras" item="Extra" empty="No extras sold in these days." rows={extraRows(report)} />
        <SalesTable title="By channel" item="Channel" counted="Orders" empty="No orders in these days." rows={channelRows(report)} />
        {paymentRows(report).length > 0 && <SalesTable title="How orders were paid" item="Paid with" empty="" rows={paymentRows(report)} />}
      </div>

      <p>
        <a href={csvUrl} download={`chulo-orders-${report.from}-${report.to}.csv`} className="font-semibold text-chili-800 underline underline-offset-4">
          Download these days’ orders (CSV)
        </a>
      </p>
    </div>
  );
}
