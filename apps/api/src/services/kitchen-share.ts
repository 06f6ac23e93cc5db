import { bakingMinutes, type KitchenSettings } from '@chulo/domain';
import { messages } from '@chulo/api-client/contract';
import type { Holding, Holdings } from '../data/order-rows.ts';

/** What one customer may hold in the kitchen at once, as a phone and as a client; null: that bound is off. */
export interface CustomerBounds {
  /** Of the kitchen's longest queue, in baking time: what one phone's or one client's orders still in the kitchen may take. */
  queueSharePercent: number | null;
  /** Orders not yet delivered or cancelled. */
  openPerPhone: number | null;
  openPerClient: number | null;
}

/** Who an order counts against: its phone, and the client that sent it (its key; null when staff took it, or with every bound off: no one is held). */
export interface OrderHolders {
  phone: string;
  clientKey: string | null;
}

/** Whether any bound holds a phone, or a client: when none does, its orders need neither be counted nor locked. */
export function boundHolders({ queueSharePercent, openPerPhone, openPerClient }: CustomerBounds): { phones: boolean; clients: boolean } {
  return { phones: queueSharePercent !== null || openPerPhone !== null, clients: queueSharePercent !== null || openPerClient !== null };
}

const NOTHING_HELD: Holding = { openOrders: 0, kitchenPizzas: 0 };

/**
 * The kitchen's share of one customer through a batch of new orders: what each phone and client
 * held when the batch began (read from the database, so every instance counts the same orders),
 * plus what the batch takes as it goes. A few clients, or a few phones, cannot take the whole queue.
 */
export class KitchenShares {
  readonly #held: Holdings;
  readonly #bounds: CustomerBounds;
  readonly #kitchen: KitchenSettings;
  readonly #maxShareMinutes: number;

  constructor(held: Holdings, bounds: CustomerBounds, { kitchen, maxQueueMinutes }: { kitchen: KitchenSettings; maxQueueMinutes: number }) {
    this.#held = held;
    this.#bounds = bounds;
    this.#kitchen = kitchen;
    this.#maxShareMinutes = bounds.queueSharePercent === null ? Infinity : (maxQueueMinutes * bounds.queueSharePercent) / 100;
  }

  /** The customer's sentence when this order would take its phone or its client past a bound; null when it fits, or staff took it. */
  refusal({ phone, clientKey }: OrderHolders, pizzas: number): string | null {
    if (clientKey === null) return null;
    if (this.#exceeds(this.#held.phones.get(phone), pizzas, this.#bounds.openPerPhone)) return messages.PHONE_HOLDS_ENOUGH;
    if (this.#exceeds(this.#held.clients.get(clientKey), pizzas, this.#bounds.openPerClient)) return messages.NETWORK_HOLDS_ENOUGH;
    return null;
  }

  /** Counts an order taken, for the orders after it in the batch. */
  take({ phone, clientKey }: OrderHolders, pizzas: number): void {
    add(this.#held.phones, phone, pizzas);
    if (clientKey !== null) add(this.#held.clients, clientKey, pizzas);
  }

  #exceeds({ openOrders, kitchenPizzas } = NOTHING_HELD, pizzas: number, maxOpen: number | null): boolean {
    return openOrders + 1 > (maxOpen ?? Infinity) || bakingMinutes(kitchenPizzas + pizzas, this.#kitchen) > this.#maxShareMinutes;
  }
}

function add(held: Map<string, Holding>, holder: string, pizzas: number): void {
  const { openOrders, kitchenPizzas } = held.get(holder) ?? NOTHING_HELD;
  held.set(holder, { openOrders: openOrders + 1, kitchenPizzas: kitchenPizzas + pizzas });
}
