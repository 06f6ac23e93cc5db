import type { Kysely } from 'kysely';
import {
  bakingMinutes,
  busyMinutesAt,
  cartTotalInPaisa,
  estimateDelivery,
  getTotalCartQuantity,
  isOpen,
  type KitchenSettings,
  type OrderChannel,
  priorityFeeInPaisa,
  priorityRefusal,
} from '@chulo/domain';
import type { Order, OrderStatus, ValidNewOrder } from '@chulo/api-client/contract';
import { messages } from '@chulo/api-client/contract';
import type { DatabaseKind } from '../data/database.ts';
import { deliveredAmong } from '../data/delivered-phones.ts';
import { GroupCommit } from '../data/group-commit.ts';
import {
  findOrder,
  holdingsOf,
  kitchenBacklog,
  type OrderRow,
  orderForChange,
  ordersByIdempotencyKey,
  type StoredOrder,
} from '../data/order-rows.ts';
import { insertOrderDetails, insertOrderRows, setPriority } from '../data/order-writes.ts';
import type { Database } from '../data/schema.ts';
import { holdLocksOn, inTransaction } from '../data/transaction.ts';
import type { ShopEvents } from '../live/shop-events.ts';
import { ClientKeys } from './client-keys.ts';
import type { Clock } from './clock.ts';
import { orderRequestDigest, scopedIdempotencyKey } from './idempotency.ts';
import { lockKitchen, replanKitchen } from './kitchen-moves.ts';
import { boundHolders, type CustomerBounds, KitchenShares, type OrderHolders } from './kitchen-share.ts';
import { newOrderId, normalizeOrderId } from './order-id.ts';
import { OrderableMenus, priceCart } from './order-lines.ts';
import { toPublicOrder } from './order-views.ts';
import { deliveryTimeOf, promisedDelivery } from './delivery-time.ts';
import { ClientError, orderNotFound } from '../refusals.ts';
import { areaRefusal, closedRefusal, type ShopSettingsKeeper } from './shop-settings-keeper.ts';
import { type KitchenPace, pausedRefusal } from './kitchen-pace.ts';
import { CASH_ONLY, paymentRefusal, type PaymentTerms, placedAs } from './payments/payment-on-placing.ts';

interface PlaceRequest {
  order: ValidNewOrder;
  channel: OrderChannel;
  /** The customer's key, scoped to them, and what it was sent with; null without a key. */
  idempotency: StoredIdempotency | null;
  holders: OrderHolders;
}

/** A checkout's key as stored beside its order (idempotency.ts). */
interface StoredIdempotency {
  key: string;
  request: string;
}

/** Each request in a batch ends as a new order, a replay of an earlier one, or a refusal. */
type PlaceOutcome = { created: StoredOrder } | { replayOf: string } | { refused: ClientError };

/** What the kitchen takes: orders it can cook, while its queue is one it can work through. */
export interface IntakeLimits {
  /** The most pizzas in one order. */
  maxPizzas: number;
  /** The longest the queue ahead of a new order may be, in baking time. */
  maxQueueMinutes: number;
  perCustomer: CustomerBounds;
  /** The pizzas from which an order is unusually large: from a number never delivered to, the kitchen calls back before baking. */
  callBackPizzas: number;
}

/**
 * Who is placing an order: `client` is its address as plugins/client-address.ts takes it, null when
 * staff take the order; `channel` where it came from, the customer's checkout or staff on the phone.
 */
export interface PlaceOptions {
  client: string | null;
  channel: OrderChannel;
  idempotencyKey?: string | null;
}

/** Takes customers' orders (in batches, each a retry-safe checkout), looks them up and makes them priority. */
export class OrderIntake {
  readonly #db: Kysely<Database>;
  readonly #kitchen: KitchenSettings;
  readonly #limits: IntakeLimits;
  readonly #events: ShopEvents;
  readonly #placing: GroupCommit<PlaceRequest, PlaceOutcome>;
  readonly #settings: ShopSettingsKeeper;
  readonly #pace: KitchenPace;
  readonly #clock: Clock;
  readonly #clientKeys: ClientKeys;
  readonly #menus = new OrderableMenus();
  readonly #anyBound: boolean;
  readonly #payments: PaymentTerms;

  constructor(
    db: Kysely<Database>,
    kitchen: KitchenSettings,
    limits: IntakeLimits,
    events: ShopEvents,
    kind: DatabaseKind,
    { settings, pace, clock, payments = CASH_ONLY }: { settings: ShopSettingsKeeper; pace: KitchenPace; clock: Clock; payments?: PaymentTerms },
  ) {
    this.#payments = payments;
    this.#db = db;
    this.#kitchen = kitchen;
    this.#limits = limits;
    this.#events = events;
    this.#settings = settings;
    this.#pace = pace;
    this.#clock = clock;
    this.#clientKeys = new ClientKeys(db);
    const holding = boundHolders(limits.perCustomer);
    this.#anyBound = holding.phones || holding.clients;
    // SQLite has a single writer; PostgreSQL would sit idle between one batch's round trips.
    this.#placing = new GroupCommit((requests) => this.#placeBatch(requests), { maxConcurrent: kind === 'postgres' ? 4 : 1 });
  }

  async place(order: ValidNewOrder, { client, channel, idempotencyKey = null }: PlaceOptions): Promise<{ order: Order; replayed: boolean }> {
    const idempotency = idempotencyKey === null ? null : { key: scopedIdempotencyKey(order.phone, idempotencyKey), request: orderRequestDigest(order) };
    // With every bound off (load tests) no one is held: the order keeps no key, and so fills none of the holders' indexes.
    const held = client !== null && this.#anyBound;
    const holders = { phone: order.phone, clientKey: held ? await this.#clientKeys.keyOf(client) : null };
    const outcome = await this.#placing.submit({ order, channel, idempotency, holders });
    if ('refused' in outcome) throw outcome.refused;
    if ('created' in outcome) return { order: toPublicOrder(outcome.created), replayed: false };
    return { order: await this.find(outcome.replayOf), replayed: true };
  }

  async find(rawId: string): Promise<Order> {
    const id = normalizeOrderId(rawId);
    const stored = await findOrder(this.#db, id);
    if (!stored) throw orderNotFound(id);
    return toPublicOrder(stored);
  }

  /** Idempotent: a priority order stays as it is. Moves the order ahead of every normal one. */
  async makePriority(rawId: string): Promise<Order> {
    const id = normalizeOrderId(rawId);
    const pacing = this.#pace.ready() ?? (await this.#pace.current());
    const changed = await inTransaction(this.#db, async (trx) => {
      await lockKitchen(trx);
      const row = await orderForChange(trx, id);
      if (!row) throw orderNotFound(id);
      if (row.priority === 1) return [];
      const status = row.status as OrderStatus;
      if (status === 'awaiting-payment') throw new ClientError(409, messages.orderAwaitsPayment(id));
      if (!isOpen(status)) throw new ClientError(409, messages.orderClosed(id, status));
      const notPriority = priorityRefusal(row.deliver_at);
      if (notPriority) throw new ClientError(409, notPriority);
      const now = this.#clock();
      if (!(await setPriority(trx, id, priorityFeeInPaisa(row.order_price), now))) return [];
      return [id, ...(await replanKitchen(trx, this.#kitchen, now, busyMinutesAt(pacing, now)))];
    });
    this.#events.publish('order', [...new Set(changed)]);
    return this.find(id);
  }

  async #placeBatch(requests: PlaceRequest[]): Promise<PlaceOutcome[]> {
    const now = this.#clock();
    // Read once a batch, from memory nearly always; the same for every order in it.
    const settings = this.#settings.ready() ?? (await this.#settings.current());
    const pacing = this.#pace.ready() ?? (await this.#pace.current());
    const closed = closedRefusal(settings, now);
    const busyMinutes = busyMinutesAt(pacing, now);
    const { outcomes, created, replannedIds } = await inTransaction(this.#db, async (trx) => {
      if (requests.some((request) => request.order.priority)) await lockKitchen(trx);
      const outcomes: PlaceOutcome[] = new Array(requests.length);
      const replays = await storedKeys(trx, requests.map((request) => request.idempotency));
      const menu = await this.#menus.current(trx);
      const backlog = await kitchenBacklog(trx);
      const shares = await this.#kitchenShares(trx, requests);
      const deliveredPhones = await deliveredAmong(trx, this.#maybeCalledBack(requests));
      const pending: { index: number; stored: StoredOrder }[] = [];

      requests.forEach(({ order, channel, idempotency, holders }, index) => {
        const earlier = replayOutcome(idempotency, replays);
        if (earlier) {
          outcomes[index] = earlier;
          return;
        }
        // A replay of an order placed before the shop closed or paused online orders (above) still gets its answer; a new order is refused.
        // A closed shop still takes an order for later, for a time within its hours (deliveryTimeOf, below); a paused kitchen, the orders its
        // staff take by phone.
        const refusal = (order.deliverAt === undefined ? closed : null) ?? pausedRefusal(pacing, channel, now) ?? areaRefusal(settings, order.position);
        if (refusal) {
          outcomes[index] = { refused: refusal };
          return;
        }
        const refuse = (status: number, message: string) => void (outcomes[index] = { refused: new ClientError(status, message) });
        const priced = priceCart(order.cart, menu);
        if ('refused' in priced) return void (outcomes[index] = priced);
        const { lines } = priced;
        const orderPrice = cartTotalInPaisa(lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })));
        const pizzaCount = getTotalCartQuantity(lines);
        if (pizzaCount > this.#limits.maxPizzas) return refuse(400, messages.tooManyPizzas(this.#limits.maxPizzas));
        const pizzasAhead = backlog.priority + backlog.normal;
        const later = deliveryTimeOf(order, pizzaCount, { schedule: settings, kitchen: this.#kitchen, pizzasAhead, busyMinutes, now });
        if (later instanceof ClientError) return void (outcomes[index] = { refused: later });
        // An order for later that waits apart joins no queue yet: it weighs on no estimate, nor on the kitchen's bound (decision 046).
        const { held } = later;
        // What the kitchen bakes before this order: the priority orders, and for a normal one every other too.
        const ahead = order.priority ? backlog.priority : pizzasAhead;
        if (!held && bakingMinutes(ahead, this.#kitchen) > this.#limits.maxQueueMinutes) return refuse(503, messages.KITCHEN_FULL);
        const customerRefusal = shares.refusal(holders, pizzaCount);
        if (customerRefusal) return refuse(429, customerRefusal);
        const method = order.payment ?? 'cash';
        const paymentRefused = paymentRefusal(method, channel, this.#payments);
        if (paymentRefused) return refuse(409, paymentRefused);
        // An order to be paid online joins the kitchen's queue only once paid (services/payments/kitchen-admission.ts); an order for later, once its baking must start.
        const placed = placedAs(method, now, this.#payments);
        const admitted = placed.status === 'preparing';
        if (admitted && !held) {
          if (order.priority) backlog.priority += pizzaCount;
          else backlog.normal += pizzaCount;
        }
        // A made-up number places orders as easily as a real one: a large order from a number never delivered to is called back,
        // unless staff took it on the phone with the customer.
        const callBack = channel === 'web' && pizzaCount >= this.#limits.callBackPizzas && !deliveredPhones.has(order.phone);
        shares.take(holders, pizzaCount);
        const pizzasUpToThis = order.priority ? backlog.priority : backlog.priority + backlog.normal;
        const row: OrderRow = {
          id: newOrderId(),
          customer: order.customer,
          phone: order.phone,
          address: order.address,
          // '' (nothing that shows) is no directions.
          directions: order.directions || null,
          position: order.position,
          priority: order.priority ? 1 : 0,
          ...placed,
          order_price: orderPrice,
          priority_price: order.priority ? priorityFeeInPaisa(orderPrice) : 0,
          pizza_count: pizzaCount,
          estimated_delivery: admitted ? promisedDelivery(later, estimateDelivery({ priority: order.priority, createdAt: now }, pizzasUpToThis, this.#kitchen, now, busyMinutes)) : now,
          created_at: now,
          queued_at: now,
          idempotency_key: idempotency?.key ?? null,
          idempotency_request: idempotency?.request ?? null,
          delivered_at: null,
          promised_delivery: null,
          client_key: holders.clientKey,
          call_back: callBack ? 1 : 0,
          // Set by the route that took it, never by the body.
          channel,
          deliver_at: later.deliverAt,
          bake_from: later.bakeFrom,
          held_for_later: held ? 1 : 0,
        };
        pending.push({ index, stored: { row, lines, history: [{ status: placed.status, at: now }] } });
      });

      const created = await insertOrders(trx, pending, outcomes);
      const replannedIds = created.some((stored) => stored.row.priority === 1) ? await replanKitchen(trx, this.#kitchen, now, busyMinutes) : [];
      return { outcomes, created, replannedIds };
    });
    this.#events.publish('order', [...created.map((stored) => stored.row.id), ...replannedIds]);
    return outcomes;
  }

  /**
   * What the batch's phones and clients hold in the kitchen, for the bounds that are on. The
   * customers are locked first, so that another batch, on this instance or another, adding to the
   * same one waits for this one's count. With the bounds off, nothing is locked or counted.
   */
  async #kitchenShares(trx: Kysely<Database>, requests: PlaceRequest[]): Promise<KitchenShares> {
    const counted = boundHolders(this.#limits.perCustomer);
    const bound = requests.flatMap(({ holders }) => (holders.clientKey === null ? [] : [{ phone: holders.phone, clientKey: holders.clientKey }]));
    const phones = counted.phones ? [...new Set(bound.map(({ phone }) => phone))] : [];
    const clientKeys = counted.clients ? [...new Set(bound.map(({ clientKey }) => clientKey))] : [];
    await holdLocksOn(trx, [...phones.map((phone) => `phone ${phone}`), ...clientKeys.map((key) => `client ${key}`)]);
    const held = await holdingsOf(trx, { phones, clientKeys });
    return new KitchenShares(held, this.#limits.perCustomer, { kitchen: this.#kitchen, maxQueueMinutes: this.#limits.maxQueueMinutes });
  }

  /** The phones of the batch's orders large enough to be called back, if their number is new. */
  #maybeCalledBack(requests: PlaceRequest[]): string[] {
    const large = requests.filter(({ order }) => getTotalCartQuantity(order.cart) >= this.#limits.callBackPizzas);
    return [...new Set(large.map(({ order }) => order.phone))];
  }
}

/** Orders already stored under these checkouts' keys, by key. */
function storedKeys(db: Kysely<Database>, keys: (StoredIdempotency | null)[]) {
  return ordersByIdempotencyKey(db, [...new Set(keys.flatMap((key) => (key ? [key.key] : [])))]);
}

/** A request whose key is stored already: a replay of that order when it asks for the same, refused when it asks for another. */
function replayOutcome(
  idempotency: StoredIdempotency | null,
  stored: Map<string, { id: string; request: string | null }>,
): PlaceOutcome | undefined {
  const earlier = idempotency ? stored.get(idempotency.key) : undefined;
  if (!earlier) return undefined;
  if (earlier.request !== idempotency?.request) return { refused: new ClientError(422, messages.IDEMPOTENCY_KEY_REUSED) };
  return { replayOf: earlier.id };
}

const idempotencyOf = (row: OrderRow): StoredIdempotency | null =>
  row.idempotency_key === null ? null : { key: row.idempotency_key, request: row.idempotency_request ?? '' };

/**
 * Inserts the pending orders. A row that clashes is either a retry whose key is
 * already stored (it becomes a replay) or a rare id collision (it gets a new id).
 */
async function insertOrders(trx: Kysely<Database>, pending: { index: number; stored: StoredOrder }[], outcomes: PlaceOutcome[]): Promise<StoredOrder[]> {
  const created: StoredOrder[] = [];
  let waiting = pending;
  while (waiting.length > 0) {
    const inserted = await insertOrderRows(
      trx,
      waiting.map((entry) => entry.stored.row),
    );
    const clashed = waiting.filter((entry) => !inserted.has(entry.stored.row.id));
    const replays = await storedKeys(
      trx,
      clashed.map((entry) => idempotencyOf(entry.stored.row)),
    );
    for (const entry of waiting) {
      if (inserted.has(entry.stored.row.id)) {
        outcomes[entry.index] = { created: entry.stored };
        created.push(entry.stored);
        continue;
      }
      const earlier = replayOutcome(idempotencyOf(entry.stored.row), replays);
      if (earlier) outcomes[entry.index] = earlier;
      else entry.stored.row.id = newOrderId();
    }
    waiting = clashed.filter((entry) => outcomes[entry.index] === undefined);
  }
  await insertOrderDetails(trx, created);
  return created;
}
