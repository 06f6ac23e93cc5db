import { useId } from 'react';
import { Card, Price } from '@chulo/ui';
import type { SoldRow } from './sales-figures.ts';

export interface SalesTableProps {
  /** The heading, which also names the section. */
  title: string;
  /** What each row is: "Pizza", "Extra". */
  item: string;
  /** Said instead of an empty table. */
  empty: string;
  /** What the figure counts: pizzas or extras 'Sold' unless said ('Orders'). */
  counted?: string;
  rows: readonly SoldRow[];
}

/**
 * What sold, most first: a row each, how many and what they brought in. Three columns, the row's
 * detail (a pizza's size) under its name, so that the figures keep their width on a phone.
 */
export function SalesTable({ title, item, empty, counted = 'Sold', rows }: SalesTableProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{empty}</p>
      ) : (
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-ink-900/15">
              <th scope="col" className="py-2 pr-3">
                {item}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {counted}
              </th>
              <th scope="col" className="py-2 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, detail, quantity, revenue }) => (
              <tr key={key} className="border-b border-ink-900/5">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {name}
                  {/* A space, so that a screen reader says "Margherita Large", not "MargheritaLarge". */}
                  {detail && <> <span className="block text-xs font-normal text-ink-700">{detail}</span></>}
                </th>
                <td className="py-2 pr-3 text-right">{quantity}</td>
                <td className="py-2 text-right">
                  <Price amount={revenue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
