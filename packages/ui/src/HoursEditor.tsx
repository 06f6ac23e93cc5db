import { hoursProblem, type OpeningSpan, WEEKDAYS, type WeeklyHours } from '@chulo/domain';
import { useId } from 'react';
import { Button } from './Button.tsx';

export interface HoursEditorProps {
  /** Seven days, Sunday first, each with its spans in the shop's time; an empty day is closed. */
  hours: WeeklyHours;
  onChange: (hours: WeeklyHours) => void;
}

/** A time input shows midnight at a day's end as 00:00; the hours write it 24:00. */
const shownTime = (time: string) => (time === '24:00' ? '00:00' : time);
const closingTime = (shown: string) => (shown === '00:00' ? '24:00' : shown);

const NEW_SPAN: OpeningSpan = { opens: '11:00', closes: '21:00' };

/**
 * The shop's week: for each day its opening spans (add one, remove one, none for a closed day), and
 * what is wrong with the week as @chulo/domain's rules say it, the same words the server would refuse it with.
 */
export function HoursEditor({ hours, onChange }: HoursEditorProps) {
  const id = useId();
  const problem = hoursProblem(hours);
  const changeDay = (day: number, spans: OpeningSpan[]) => onChange(hours.map((daySpans, index) => (index === day ? spans : daySpans)));

  return (
    <fieldset aria-describedby={problem ? `${id}-problem` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm text-ink-700">Kathmandu time. Closing at midnight (00:00, or 12:00 AM) means at the end of the day.</legend>
      <ul className="divide-y divide-ink-900/10">
        {WEEKDAYS.map((weekday, day) => {
          const spans = hours[day] ?? [];
          return (
            <li key={weekday} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr] sm:items-start">
              <h3 className="pt-2 font-bold text-ink-900">{weekday}</h3>
              <div className="flex flex-col gap-2">
                {spans.length === 0 && <p className="pt-2 text-sm font-semibold text-chili-800">Closed all day</p>}
                {spans.map((span, index) => (
                  <div key={index} role="group" aria-label={`${weekday}, hours ${index + 1}`} className="flex flex-wrap items-end gap-2">
                    <label className="flex flex-col gap-1 text-xs font-semibold text-ink-800">
                      Opens
                      <input
                        type="time"
                        className="text-field w-40"
                        value={span.opens}
                        required
                        onChange={(event) => changeDay(day, spans.with(index, { ...span, opens: event.target.value }))}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs font-semibold text-ink-800">
                      Closes
                      <input
                        type="time"
                        className="text-field w-40"
                        value={shownTime(span.closes)}
                        required
                        onChange={(event) => changeDay(day, spans.with(index, { ...span, closes: closingTime(event.target.value) }))}
                      />
                    </label>
                    <Button variant="secondary" onClick={() => changeDay(day, spans.toSpliced(index, 1))}>
                      Remove<span className="sr-only"> {weekday}’s hours {index + 1}</span>
                    </Button>
                  </div>
                ))}
                <div>
                  <Button variant="small" onClick={() => changeDay(day, [...spans, spans.length ? { opens: spans.at(-1)!.closes, closes: '24:00' } : NEW_SPAN])}>
                    {spans.length ? 'Add hours' : 'Open this day'}
                    <span className="sr-only"> on {weekday}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {problem && (
          <p id={`${id}-problem`} className="rounded-xl bg-chili-50 px-3 py-2 text-sm font-semibold text-chili-800">
            {problem}
          </p>
        )}
      </div>
    </fieldset>
  );
}
