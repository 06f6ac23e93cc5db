import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { Price } from './Price.tsx';

/**
 * Not in the kit's index: drawn by uPlot (about 20 kB gzipped, canvas, quick on cheap phones), which only
 * the sales dashboard downloads, importing `@chulo/ui/sales-chart` lazily.
 */

/** One bar of the chart: an hour of the day ("11:00") or a day ("Mon 23 Nov"). */
export interface SalesPoint {
  label: string;
  orders: number;
  /** Rupees. */
  revenue: number;
}

export interface SalesChartProps {
  /** What the chart shows: "Orders and revenue by hour". */
  caption: string;
  points: SalesPoint[];
  /** How tall the drawing is, in CSS pixels. */
  height?: number;
}

/**
 * uPlot's own layout rules, from the kit's classes, so that no stylesheet of its own is needed. The
 * canvas holds devicePixelRatio times the pixels it shows: only its CSS size (its box's, which uPlot
 * sets) keeps it from showing that much larger on a phone.
 */
const UPLOT_LAYOUT = '[&_.u-wrap]:relative [&_.u-under]:absolute [&_.u-over]:absolute [&_canvas]:block [&_canvas]:size-full';

/** A whole number of steps between labels: bars are counted, never halved. */
const WHOLE_STEPS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 96, 192];

/** Both figures from nought, with room above the highest, and a scale even when nothing sold. */
const fromZero = (_plot: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(1, max * 1.1)];

function drawing(box: HTMLElement, points: SalesPoint[], height: number): uPlot {
  const token = (name: string) => getComputedStyle(box).getPropertyValue(`--color-${name}`).trim();
  const ink = token('ink-700');
  const grid = { stroke: `${token('ink-900')}1a`, width: 1 };
  const font = '12px system-ui, sans-serif';
  const options: uPlot.Options = {
    width: box.clientWidth,
    height,
    legend: { show: false },
    // The figures are in the table beside it: the drawing shows their shape, without a pointer to follow.
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, points.length - 0.5] }, orders: { range: fromZero }, rupees: { range: fromZero } },
    axes: [
      { stroke: ink, font, grid: { show: false }, incrs: WHOLE_STEPS, space: 44, values: (_plot, splits) => splits.map((index) => points[index]?.label ?? '') },
      { scale: 'orders', stroke: token('ink-800'), font, grid, label: 'Orders', labelFont: `bold ${font}`, size: 40, incrs: WHOLE_STEPS },
      { scale: 'rupees', side: 1, stroke: token('chili-700'), font, grid: { show: false }, label: 'Rupees', labelFont: `bold ${font}`, size: 76 },
    ],
    series: [
      {},
      { label: 'Orders', scale: 'orders', fill: token('saffron-400'), stroke: token('crust-400'), paths: uPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false } },
      { label: 'Revenue', scale: 'rupees', stroke: token('chili-700'), width: 2, points: { show: points.length <= 31, size: 5, fill: token('chili-700') } },
    ],
  };
  const data: uPlot.AlignedData = [points.map((_, index) => index), points.map(({ orders }) => orders), points.map(({ revenue }) => revenue)];
  return new uPlot(options, data, box);
}

/**
 * Orders (saffron bars) and revenue (a red line) over hours or days, with the figures in a table
 * for screen readers and for anyone who wants the numbers.
 */
export function SalesChart({ caption, points, height = 220 }: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = drawing(element, points, height);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, height]);

  return (
    <figure className="flex min-w-0 flex-col gap-3">
      <figcaption className="font-bold text-ink-900">{caption}</figcaption>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-semibold text-ink-800" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-saffron-400" /> Orders
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-chili-700" /> Revenue (rupees)
        </span>
      </p>
      <div ref={box} aria-hidden="true" className={`w-full min-w-0 overflow-hidden ${UPLOT_LAYOUT}`} style={{ minHeight: height }} />
      <details className="text-sm text-ink-800">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">The figures as a table</summary>
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-ink-900/15">
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Orders
                </th>
                <th scope="col" className="py-1 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map(({ label, orders, revenue }) => (
                <tr key={label} className="border-b border-ink-900/5">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {label}
                  </th>
                  <td className="py-1 pr-3 text-right">{orders}</td>
                  <td className="py-1 text-right">
                    <Price amount={revenue} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
      </details>
    </figure>
  );
}
