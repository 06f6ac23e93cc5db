import { useId, useState } from 'react';
import { classNames } from './class-names.ts';

/** Days, `YYYY-MM-DD`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangePickerProps {
  value: DateRange;
  /** Today's date where the shop is: the ranges end on it. */
  today: string;
  onChange: (range: DateRange) => void;
}

/** The day `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const PRESETS = [
  { label: 'Today', days: 1 },
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
] as const;

const presetRange = (today: string, days: number): DateRange => ({ from: addDays(today, 1 - days), to: today });

const choiceClasses = (chosen: boolean) =>
  classNames(
    'min-h-11 rounded-full px-4 text-sm font-semibold transition-colors',
    chosen ? 'bg-ink-900 text-cream-50' : 'border-2 border-ink-900/15 text-ink-800 hover:bg-cream-200',
  );

/** Today, the last 7 or 30 days, or any days from–to. */
export function DateRangePicker({ value, today, onChange }: DateRangePickerProps) {
  const id = useId();
  const preset = PRESETS.find(({ days }) => {
    const range = presetRange(today, days);
    return range.from === value.from && range.to === value.to;
  });
  const [custom, setCustom] = useState(!preset);
  const [draft, setDraft] = useState(value);
  const problem = draft.from && draft.to && draft.from > draft.to ? 'The range must end on or after the day it starts.' : null;

  const changeDraft = (next: DateRange) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink-900">Days</legend>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map(({ label, days }) => (
          <button
            key={label}
            type="button"
            aria-pressed={!custom && preset?.days === days}
            className={choiceClasses(!custom && preset?.days === days)}
            onClick={() => {
              setCustom(false);
              onChange(presetRange(today, days));
            }}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          className={choiceClasses(custom)}
          onClick={() => {
            setCustom(true);
            setDraft(value);
          }}
        >
          Other days
        </button>
      </div>
      {custom && (
        <div className="flex flex-wrap items-end gap-3">
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="flex flex-col gap-1 text-sm font-semibold text-ink-900">
              {end === 'from' ? 'From' : 'To'}
              <input
                type="date"
                className="text-field"
                value={draft[end]}
                max={today}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => changeDraft({ ...draft, [end]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      {custom && problem && (
        <p id={`${id}-problem`} className="rounded-xl bg-chili-50 px-3 py-2 text-xs font-medium text-chili-800">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
