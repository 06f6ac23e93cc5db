import { useId, useState } from 'react';
import { BUSY_EXTRA_MINUTES, BUSY_SPAN_MINUTES, PAUSE_SPAN_MINUTES, shopTimeOfDay } from '@chulo/domain';
import type { BusySpellRequest, OrdersPauseRequest } from '@chulo/api-client/contract';
import { Alert, Badge, Button, OptionGroup, Sheet } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { type PacePart, paceAt, pacingActions, selectPacing } from './pacing-slice.ts';

/** "30 min", "1 hour", "1½ hours": how long, as a cook says it. */
export function spanLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = `${Math.floor(minutes / 60)}${minutes % 60 === 30 ? '½' : ''}`;
  return hours === '1' ? '1 hour' : `${hours} hours`;
}

/** The radio of a pause with no end. */
const UNTIL_RESUMED = 'resumed';

/** The one of `values` a radio group chose: its value is the number written out. */
const chosenOf = <Minutes extends number>(values: readonly Minutes[], chosen: string): Minutes => values.find((minutes) => String(minutes) === chosen) ?? values[0]!;

/**
 * The kitchen's pace, beside the board's title: whether it is marked busy and whether online orders
 * are paused, until when and by whom, with a button to end either or to set it. `now` is the board's
 * clock: a spell whose time has come leaves the screen without a word from the server.
 */
export function PacingControls({ now }: { now: number }) {
  const { pacing, saving, error } = useAppSelector(selectPacing);
  const { busy, pause } = paceAt(pacing, now);
  const dispatch = useAppDispatch();
  const [choosing, setChoosing] = useState<PacePart | null>(null);
  const headingId = useId();

  return (
    // Seen from across the kitchen: the frame takes the colour of what is on.
    <section
      aria-labelledby={headingId}
      className={`mt-4 rounded-2xl border-2 bg-cream-50 px-4 py-3 ${pause ? 'border-chili-700' : busy ? 'border-saffron-400' : 'border-ink-900/10'}`}
    >
      <h2 id={headingId} className="text-xs font-bold tracking-wide text-ink-700 uppercase">
        Kitchen pace
      </h2>
      <div className="mt-2 grid gap-4 md:grid-cols-2 md:gap-8">
        <div className="flex flex-col items-start gap-2">
          <p aria-live="polite" className="flex min-h-7 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
            {busy ? (
              <>
                <Badge tone="saffron">Busy +{busy.extraMinutes} min</Badge>
                <span>
                  on new estimates until <strong className="tabular-nums">{shopTimeOfDay(busy.until)}</strong>
                  <span className="text-ink-700"> · set by {busy.by}</span>
                </span>
              </>
            ) : (
              <span className="font-semibold">Normal pace</span>
            )}
          </p>
          {busy ? (
            <Button variant="secondary" busy={saving === 'busy'} onClick={() => dispatch(pacingActions.endBusy())}>
              End busy
            </Button>
          ) : (
            <Button variant="secondary" aria-haspopup="dialog" busy={saving === 'busy'} onClick={() => setChoosing('busy')}>
              Mark busy…
            </Button>
          )}
        </div>

        <div className="flex flex-col items-start gap-2">
          <p aria-live="polite" className="flex min-h-7 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
            {pause ? (
              <>
                <Badge tone="chili">Online orders paused</Badge>
                <span>
                  {pause.until === null ? (
                    'until you resume them'
                  ) : (
                    <>
                      until <strong className="tabular-nums">{shopTimeOfDay(pause.until)}</strong>
                    </>
                  )}
                  ; phone orders still go in<span className="text-ink-700"> · set by {pause.by}</span>
                </span>
              </>
            ) : (
              <span className="font-semibold">Taking online orders</span>
            )}
          </p>
          {pause ? (
            <Button variant="secondary" busy={saving === 'pause'} onClick={() => dispatch(pacingActions.resumeOnlineOrders())}>
              Resume online orders
            </Button>
          ) : (
            <Button variant="secondary" aria-haspopup="dialog" busy={saving === 'pause'} onClick={() => setChoosing('pause')}>
              Pause online orders…
            </Button>
          )}
        </div>
      </div>

      {error && (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      )}

      {choosing === 'busy' && (
        <BusySheet
          onClose={() => setChoosing(null)}
          onMark={(spell) => {
            dispatch(pacingActions.markBusy(spell));
            setChoosing(null);
          }}
        />
      )}
      {choosing === 'pause' && (
        <PauseSheet
          onClose={() => setChoosing(null)}
          onPause={(forMinutes) => {
            dispatch(pacingActions.pauseOnlineOrders({ forMinutes }));
            setChoosing(null);
          }}
        />
      )}
    </section>
  );
}

const minutesOptions = (values: readonly number[], label: (minutes: number) => string) => values.map((minutes) => ({ value: String(minutes), label: label(minutes) }));

function BusySheet({ onClose, onMark }: { onClose: () => void; onMark: (spell: BusySpellRequest) => void }) {
  const [extra, setExtra] = useState(String(BUSY_EXTRA_MINUTES[0]));
  const [span, setSpan] = useState(String(BUSY_SPAN_MINUTES[0]));
  const mark = () => onMark({ extraMinutes: chosenOf(BUSY_EXTRA_MINUTES, extra), forMinutes: chosenOf(BUSY_SPAN_MINUTES, span) });
  return (
    <Sheet title="Mark the kitchen busy" onClose={onClose} footer={<Button onClick={mark}>Mark busy</Button>}>
      <div className="flex flex-col gap-5">
        <OptionGroup
          legend="Add to every new estimate"
          hint="Customers see the longer time on the order form."
          type="radio"
          name="busy-extra"
          options={minutesOptions(BUSY_EXTRA_MINUTES, (minutes) => `+${minutes} min`)}
          chosen={[extra]}
          onChange={([chosen]) => setExtra(chosen!)}
        />
        <OptionGroup legend="For" type="radio" name="busy-span" options={minutesOptions(BUSY_SPAN_MINUTES, spanLabel)} chosen={[span]} onChange={([chosen]) => setSpan(chosen!)} />
      </div>
    </Sheet>
  );
}

function PauseSheet({ onClose, onPause }: { onClose: () => void; onPause: (forMinutes: OrdersPauseRequest['forMinutes']) => void }) {
  const [span, setSpan] = useState(String(PAUSE_SPAN_MINUTES[0]));
  const pause = () => onPause(span === UNTIL_RESUMED ? null : chosenOf(PAUSE_SPAN_MINUTES, span));
  return (
    <Sheet title="Pause online orders" onClose={onClose} footer={<Button onClick={pause}>Pause online orders</Button>}>
      <OptionGroup
        legend="For"
        hint="Customers are told when they can order again. Orders taken by phone still go in."
        type="radio"
        name="pause-span"
        options={[...minutesOptions(PAUSE_SPAN_MINUTES, spanLabel), { value: UNTIL_RESUMED, label: 'Until I resume them' }]}
        chosen={[span]}
        onChange={([chosen]) => setSpan(chosen!)}
      />
    </Sheet>
  );
}
