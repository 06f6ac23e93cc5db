import type { Closure } from '@chulo/domain';
import { Button } from './Button.tsx';

export interface ClosuresEditorProps {
  /** Dated closures (Dashain, Tihar), each from–to inclusive, in the shop's calendar. */
  closures: Closure[];
  /** The first day a new closure starts on: today. */
  today: string;
  onChange: (closures: Closure[]) => void;
}

/** What is wrong with one closure, or null. */
export function closureProblem({ from, to, reason }: Closure): string | null {
  if (!from || !to) return 'Choose the first and the last day.';
  if (from > to) return 'A closure must end on or after the day it starts.';
  if (!reason.trim()) return 'Say why the shop is closed: customers read it.';
  return null;
}

/** The days the shop stays closed, whatever its weekly hours, and why: customers read the reason. */
export function ClosuresEditor({ closures, today, onChange }: ClosuresEditorProps) {
  const change = (index: number, closure: Closure) => onChange(closures.with(index, closure));

  return (
    <div className="flex flex-col gap-3">
      {closures.length === 0 && <p className="text-sm text-ink-700">No closures: the shop follows its weekly hours every day.</p>}
      <ul className="flex flex-col gap-3">
        {closures.map((closure, index) => {
          const problem = closureProblem(closure);
          const name = closure.reason.trim() || `Closure ${index + 1}`;
          return (
            <li key={index} className="rounded-2xl bg-cream-50 p-3 ring-1 ring-ink-900/10">
              <fieldset className="flex flex-wrap items-end gap-2">
                <legend className="sr-only">{name}</legend>
                <label className="flex grow basis-48 flex-col gap-1 text-xs font-semibold text-ink-800">
                  Reason
                  <input className="text-field" value={closure.reason} maxLength={60} onChange={(event) => change(index, { ...closure, reason: event.target.value })} />
                </label>
                <label className="flex flex-col gap-1 text-xs font-semibold text-ink-800">
                  From
                  <input type="date" className="text-field" value={closure.from} onChange={(event) => change(index, { ...closure, from: event.target.value })} />
                </label>
                <label className="flex flex-col gap-1 text-xs font-semibold text-ink-800">
                  To
                  <input type="date" className="text-field" value={closure.to} min={closure.from} onChange={(event) => change(index, { ...closure, to: event.target.value })} />
                </label>
                <Button variant="secondary" onClick={() => onChange(closures.toSpliced(index, 1))}>
                  Remove<span className="sr-only"> {name}</span>
                </Button>
              </fieldset>
              {problem && <p className="mt-2 rounded-xl bg-chili-50 px-3 py-2 text-xs font-medium text-chili-800">{problem}</p>}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="small" onClick={() => onChange([...closures, { from: today, to: today, reason: '' }])}>
          Add a closure
        </Button>
      </div>
    </div>
  );
}
