import type { Kysely } from 'kysely';
import { busyMinutesAt, type KitchenPacing, type OrderChannel, pacingAt, pacingEnd, refusedWhilePaused, shopTimeOfDay } from '@chulo/domain';
import type { KitchenPacing as StaffPacing, ShopStatus } from '@chulo/api-client/contract';
import { type Change, recordChange } from '../data/history-log.ts';
import { readPacing, type StoredPacing, writePacing } from '../data/kitchen-pacing-row.ts';
import type { Database } from '../data/schema.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import { KeptInMemory } from '../live/kept-in-memory.ts';
import type { ShopEvents } from '../live/shop-events.ts';
import { ClientError } from '../refusals.ts';
import type { Clock } from './clock.ts';

const iso = (at: number) => new Date(at).toISOString();

/** The advisory lock that stands for the pace: two cooks ending the same spell at once on two instances write one entry. */
const PACING_LOCK_ID = 0x70616365;

/**
 * The kitchen's pace: staff of either role mark it busy or pause online orders, and end either
 * early. Every order and every order form reads it, so it is kept in memory like the shop's
 * settings; each change is written to the history, with who made it, in the same transaction.
 */
export class KitchenPace {
  readonly #db: Kysely<Database>;
  readonly #events: ShopEvents;
  readonly #clock: Clock;
  readonly #kept: KeptInMemory<StoredPacing>;

  constructor(db: Kysely<Database>, events: ShopEvents, clock: Clock) {
    this.#db = db;
    this.#events = events;
    this.#clock = clock;
    this.#kept = new KeptInMemory(() => readPacing(db), events, 'pacing');
  }

  /** The pace as stored, when kept and fresh, without waiting; parts whose time has come are over (`pacingAt`). */
  ready(): StoredPacing | null {
    return this.#kept.ready();
  }

  current(): Promise<StoredPacing> {
    return this.#kept.current();
  }

  /** The minutes every estimate made at `now` gets on top: the busy spell's, or none. */
  async busyMinutes(now: number): Promise<number> {
    return busyMinutesAt(this.ready() ?? (await this.current()), now);
  }

  /** What holds now, until when and who set it. */
  async forStaff(): Promise<StaffPacing> {
    return staffPacing(await this.current(), this.#clock());
  }

  markBusy(extraMinutes: number, forMinutes: number, by: string): Promise<StaffPacing> {
    const until = pacingEnd(this.#clock(), forMinutes);
    const summary = `Kitchen busy: ${extraMinutes} minutes more on new estimates until ${shopTimeOfDay(until)}`;
    return this.#change('busy', { extraMinutes, until, by }, { staff: by, action: 'kitchen-busy', summary });
  }

  endBusy(by: string): Promise<StaffPacing> {
    return this.#change('busy', null, { staff: by, action: 'kitchen-busy-ended', summary: 'Kitchen busy ended' });
  }

  pauseOnlineOrders(forMinutes: number | null, by: string): Promise<StaffPacing> {
    const until = forMinutes === null ? null : pacingEnd(this.#clock(), forMinutes);
    const summary = `Online orders paused until ${until === null ? 'resumed' : shopTimeOfDay(until)}`;
    return this.#change('pause', { until, by }, { staff: by, action: 'orders-paused', summary });
  }

  resumeOnlineOrders(by: string): Promise<StaffPacing> {
    return this.#change('pause', null, { staff: by, action: 'orders-resumed', summary: 'Online orders resumed' });
  }

  /** The pace as staff see it, each time it changes on any instance, until the function returned is called: the staff's live feed. */
  watch(listener: (pacing: StaffPacing) => void, onError: (error: unknown) => void): () => void {
    return this.#events.subscribe('pacing', () => void this.forStaff().then(listener, onError));
  }

  /**
   * Sets one part, or ends it (null). Ending what does not hold (ended by itself, or never set)
   * changes nothing and writes no history: two cooks tapping 'End' at once leave one entry.
   */
  async #change<Part extends keyof StoredPacing>(part: Part, value: StoredPacing[Part], change: Change): Promise<StaffPacing> {
    const now = this.#clock();
    const changed = await inTransaction(this.#db, async (trx) => {
      await holdLock(trx, PACING_LOCK_ID);
      if (value === null && pacingAt(await readPacing(trx), now)[part] === null) return false;
      await writePacing(trx, part, value);
      await recordChange(trx, change, now);
      return true;
    });
    if (changed) this.#kept.changed(['kitchen']);
    return this.forStaff();
  }
}

/** The pace as staff see it at `now`: what still holds, with the instants on the wire. */
export function staffPacing(pacing: StoredPacing, now: number): StaffPacing {
  const { busy, pause } = pacingAt(pacing, now);
  return {
    busy: busy && { extraMinutes: busy.extraMinutes, until: iso(busy.until), by: busy.by },
    pause: pause && { until: pause.until === null ? null : iso(pause.until), by: pause.by },
  };
}

/** What the order form learns of the pace at `now`: the busy minutes and a pause, each only while it holds. */
export function pacingForCustomers(pacing: KitchenPacing, now: number): Pick<ShopStatus, 'busy' | 'pause'> {
  const { busy, pause } = pacingAt(pacing, now);
  return {
    ...(busy && { busy: { extraMinutes: busy.extraMinutes, until: iso(busy.until) } }),
    ...(pause && { pause: { until: pause.until === null ? null : iso(pause.until) } }),
  };
}

/** Why an order from `channel` is not taken at `now`, or null when it is: online orders paused, saying when they resume. */
export function pausedRefusal(pacing: KitchenPacing, channel: OrderChannel, now: number): ClientError | null {
  const refused = refusedWhilePaused(channel, pacing, now);
  return refused === null ? null : new ClientError(409, refused);
}
