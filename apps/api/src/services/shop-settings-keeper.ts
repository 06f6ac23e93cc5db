import type { Kysely } from 'kysely';
import { closureAt, deliversTo, formatOpening, isShopOpen, type KitchenSettings, MINUTE, nextOpening, type OpeningSchedule, parsePosition, shopClock, soonestDelivery } from '@chulo/domain';
import { messages, type ShopSettings, type ShopSettingsChange, type ShopStatus } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { readShopSettings, writeShopSetting } from '../data/shop-settings-row.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import { ClientError } from '../refusals.ts';
import { type Change, recordChange } from '../data/history-log.ts';
import { describeClosures, describeDeliveryArea, describeHours, describeShopPhone } from './shop-settings-summaries.ts';
import type { ShopEvents } from '../live/shop-events.ts';
import { KeptInMemory } from '../live/kept-in-memory.ts';

/** Each part an owner may change, with the history's action and the sentence that tells it. */
const PARTS = {
  hours: { action: 'hours-changed', describe: describeHours },
  closures: { action: 'closures-changed', describe: describeClosures },
  deliveryArea: { action: 'delivery-area-changed', describe: describeDeliveryArea },
  phone: { action: 'shop-phone-changed', describe: describeShopPhone },
} as const satisfies { [Part in keyof ShopSettings]: { action: Change['action']; describe: (value: never) => string } };

type Part = keyof typeof PARTS;

/** The advisory lock that stands for the settings: two owners' changes compare against what the other wrote. */
const SETTINGS_LOCK_ID = 0x73686f70;

/**
 * When the shop takes orders, where it delivers and the number customers call. Every order and
 * every order form asks, and owners change it a few times a year, so the settings are kept in
 * memory (the 'shop' event tells the other instances of a change).
 */
export class ShopSettingsKeeper {
  readonly #db: Kysely<Database>;
  readonly #kept: KeptInMemory<ShopSettings>;

  constructor(db: Kysely<Database>, events: ShopEvents) {
    this.#db = db;
    this.#kept = new KeptInMemory(() => readShopSettings(db), events, 'shop');
  }

  /** The settings when they are loaded and fresh, without waiting: what nearly every request gets. */
  ready(): ShopSettings | null {
    return this.#kept.ready();
  }

  current(): Promise<ShopSettings> {
    return this.#kept.current();
  }

  /** Changes the parts given, recording each that differs in the history, in the same transaction. */
  async change(change: ShopSettingsChange, by: string): Promise<ShopSettings> {
    const changed = await inTransaction(this.#db, async (trx) => {
      await holdLock(trx, SETTINGS_LOCK_ID);
      const before = await readShopSettings(trx);
      const after = { ...before };
      for (const part of Object.keys(PARTS) as Part[]) {
        const value = change[part];
        if (value === undefined || JSON.stringify(value) === JSON.stringify(before[part])) continue;
        const { action, describe } = PARTS[part];
        await writeShopSetting(trx, part, value);
        await recordChange(trx, { staff: by, action, summary: (describe as (value: unknown) => string)(value) });
        Object.assign(after, { [part]: value });
      }
      return after;
    });
    this.#kept.changed(['settings']);
    return changed;
  }
}

/** What the order form shows: open or not, when it opens next, the closure it is in, and how far it delivers; the order page, the shop's phone. */
export function shopStatus(settings: ShopSettings, now: number): ShopStatus {
  const opensAt = nextOpening(settings, now);
  return {
    open: opensAt === now,
    opensAt: opensAt === null ? null : new Date(opensAt).toISOString(),
    closure: closureAt(settings, now)?.reason ?? null,
    deliveryArea: settings.deliveryArea,
    ...(settings.phone === null ? {} : { phone: settings.phone }),
  };
}

/**
 * What the order form offers an order for later from: the shop's hours and the closures still to come,
 * and the fewest minutes an order placed now takes, behind the `pizzasAhead` already in the kitchen (from
 * the next opening while the shop is closed).
 */
export function laterTimes(
  settings: ShopSettings,
  kitchen: KitchenSettings,
  { busyMinutes, pizzasAhead }: { busyMinutes: number; pizzasAhead: number },
  now: number,
): Pick<ShopStatus, 'schedule' | 'leadMinutes'> {
  const today = shopClock(now).date;
  const soonest = soonestDelivery(settings, { pizzas: 0, pizzasAhead, kitchen, busyMinutes }, now);
  return {
    schedule: { hours: settings.hours, closures: settings.closures.filter((closure) => closure.to >= today) },
    leadMinutes: Math.ceil((soonest - now) / MINUTE),
  };
}

/** Why the shop takes no order at all now, or null while it is open. */
export function closedRefusal(schedule: OpeningSchedule, now: number): ClientError | null {
  if (isShopOpen(schedule, now)) return null;
  const opensAt = nextOpening(schedule, now);
  return new ClientError(409, messages.shopClosed(opensAt === null ? null : formatOpening(opensAt, now)));
}

/** Why the shop cannot deliver to an order's position, or null when it can (or the order has none). */
export function areaRefusal(settings: ShopSettings, position: string): ClientError | null {
  const coordinates = position === '' ? null : parsePosition(position);
  if (coordinates === null || settings.deliveryArea === null || deliversTo(settings.deliveryArea, coordinates)) return null;
  return new ClientError(422, messages.outsideDeliveryArea(settings.deliveryArea.radiusKm));
}
