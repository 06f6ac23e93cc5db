import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './machine.ts';

export type Cell = string | number | boolean | null;

export interface Table {
  title: string;
  rows: Record<string, Cell>[];
}

/** One goal from the issue, with what this run measured against it. */
export interface Goal {
  goal: string;
  measured: string;
  pass: boolean;
}

/** What a target hands back: tables to print, goals to judge, and anything else worth keeping. */
export interface TargetReport {
  tables: Table[];
  goals: Goal[];
  notes?: string[];
  details?: Record<string, unknown>;
}

export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/** Rounds for reading, not for computing: 1234.567 → 1235, 12.345 → 12.3, 0.1234 → 0.123. */
export function round(value: number, digits?: number): number {
  if (!Number.isFinite(value)) return value;
  const places = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3);
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function show(cell: Cell): string {
  if (cell === null) return '–';
  if (typeof cell === 'number') return String(round(cell));
  return String(cell);
}

export function formatTable(table: Table): string {
  const columns = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  const cells = table.rows.map((row) => columns.map((column) => show(row[column] ?? null)));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i]!.length)));
  const numeric = columns.map((_, i) => table.rows.every((row) => typeof row[columns[i]!] !== 'string'));
  const line = (values: string[]) =>
    values.map((value, i) => (numeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join('  ').trimEnd();
  return [`\n${table.title}`, line(columns), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

export function formatGoals(goals: Goal[]): string {
  if (goals.length === 0) return '';
  return formatTable({
    title: 'Goals',
    rows: goals.map(({ goal, measured, pass }) => ({ goal, measured, result: pass ? 'PASS' : 'FAIL' })),
  });
}

/** Prints the report and writes bench/results/<name>.json, stamped with the date and the machine. */
export function publish(name: string, report: TargetReport, startedAt: Date): string {
  for (const table of report.tables) console.log(formatTable(table));
  console.log(formatGoals(report.goals));
  for (const note of report.notes ?? []) console.log(`note: ${note}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  const document = {
    target: name,
    date: startedAt.toISOString(),
    durationSeconds: round((Date.now() - startedAt.getTime()) / 1000, 1),
    machine: machineInfo(),
    goals: report.goals,
    tables: report.tables,
    notes: report.notes ?? [],
    details: report.details ?? {},
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
  return file;
}
