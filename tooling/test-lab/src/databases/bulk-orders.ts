import SQLite from 'better-sqlite3';
import { describeChoice, MINUTE, offerInPaisa, type PizzaChoice, type PizzaOffer, priceChoice, priorityFeeInPaisa, toPaisa } from '@chulo/domain';
import type { OrderStatus, Pizza } from '@chulo/api-client/contract';
import { sqlitePath } from './databases.ts';

const DAY = 24 * 60 * MINUTE;
const ORDERS_PER_TRANSACTION = 50_000;
/**
 * Ids as long as the server's and as random. The server stores and looks them up as plain text
 * (upper-casing what a customer types), so they need not be drawn from its own alphabet.
 */
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_LENGTH = 8;

/** The statuses an order passed through to reach `status`, in order. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  'awaiting-payment': ['awaiting-payment'],
  preparing: ['preparing'],
  baking: ['preparing', 'baking'],
  delivering: ['preparing', 'baking', 'delivering'],
  delivered: ['preparing', 'baking', 'delivering', 'delivered'],
  cancelled: ['preparing', 'cancelled'],
};

/** A pizza orders are drawn from; with the menu's sizes, crusts and extras, its lines are chosen among them. */
export type BulkPizza = Pick<Pizza, 'id' | 'name' | 'unitPrice' | 'soldOut'> & Partial<Pick<Pizza, 'ingredients' | 'sizes' | 'crusts' | 'extras' | 'maxExtras'>>;

export interface BulkOrderOptions {
  /**
   * The menu the orders are drawn from (those not sold out): the server's opening menu as its
   * package exports it, or as GET /api/menu answers it, whose choices make lines as customers choose.
   */
  pizzas: readonly BulkPizza[];
  /** The status of the i-th order written. */
  statusOf: (index: number) => OrderStatus;
  /** Draws every choice (ids, carts, times); a seeded one makes the same history each run. */
  random: () => number;
  /** How many of the written ids to hand back, chosen uniformly; all of them by default. */
  sampleSize?: number;
  onProgress?: (written: number) => void;
}

/** What a line was chosen as, in the columns the server writes it to. */
interface LineChoice {
  size: string | null;
  crust: string | null;
  extras: string | null;
  removals: string | null;
  extra_prices: string | null;
  description: string | null;
}

/** A line of a menu without choices, as the server wrote lines before them (migration 013). */
const NO_CHOICE: LineChoice = { size: null, crust: null, extras: null, removals: null, extra_prices: null, description: null };

/** A line as the server writes it: priced by @chulo/domain (paisa), what was chosen by name. */
interface BulkLine {
  pizza: BulkPizza;
  quantity: number;
  unitPrice: number;
  choice: LineChoice;
}

/** The pizza's offer in paisa, when the menu gave one. */
function offerOf(pizza: BulkPizza): PizzaOffer | null {
  if (!pizza.sizes?.length) return null;
  return offerInPaisa({ sizes: pizza.sizes, crusts: pizza.crusts ?? [], extras: pizza.extras ?? [], maxExtras: pizza.maxExtras ?? 0, ingredients: pizza.ingredients ?? [] });
}

const pick = <T>(items: readonly T[], random: () => number): T | undefined => items[Math.floor(random() * items.length)];

/**
 * What a customer might choose: any size, mostly the default crust, mostly no extras (a third of
 * pizzas take one or two), now and then an ingredient left out. Drawn only among what is on sale,
 * so priceChoice takes it.
 */
function drawChoice(offer: PizzaOffer, random: () => number): PizzaChoice {
  const onSale = <T extends { soldOut: boolean }>(items: readonly T[]) => items.filter((item) => !item.soldOut);
  const size = pick(onSale(offer.sizes), random);
  const madeIn = <T extends { soldOut: boolean }>(items: readonly T[], prices: (item: T) => readonly { sizeId: number }[]) =>
    onSale(items).filter((item) => prices(item).some((entry) => entry.sizeId === size?.id));
  const crusts = madeIn(offer.crusts, (crust) => crust.surcharges);
  const extras = madeIn(offer.extras, (extra) => extra.prices);
  const extraCount = Math.min(offer.maxExtras, extras.length, random() < 0.67 ? 0 : random() < 0.7 ? 1 : 2);
  const extraIds = new Set<number>();
  while (extraIds.size < extraCount) extraIds.add(pick(extras, random)!.id);
  return {
    sizeId: size?.id,
    crustId: random() < 0.7 ? crusts[0]?.id : pick(crusts, random)?.id,
    extraIds: [...extraIds],
    without: random() < 0.1 && offer.ingredients.length ? [pick(offer.ingredients, random)!] : [],
  };
}

/** One line of `pizza`: as the menu prices it, or as chosen among its offer. */
function drawLine(pizza: BulkPizza, offer: PizzaOffer | null, random: () => number): BulkLine {
  const quantity = 1 + Math.floor(random() * 3);
  if (!offer) return { pizza, quantity, unitPrice: toPaisa(pizza.unitPrice), choice: NO_CHOICE };
  const priced = priceChoice(offer, drawChoice(offer, random));
  if (!priced.ok) throw new Error(`${pizza.name}: a drawn choice was refused (${priced.refusal.reason})`);
  const { chosen, extraPrices } = priced;
  const choice = {
    size: chosen.size,
    crust: chosen.crust,
    extras: JSON.stringify(chosen.extras),
    removals: JSON.stringify(chosen.without),
    extra_prices: chosen.extras.length ? JSON.stringify(Object.fromEntries(chosen.extras.map((extra, at) => [extra, extraPrices[at]]))) : null,
    description: describeChoice(chosen, offer),
  };
  return { pizza, quantity, unitPrice: priced.unitPrice, choice };
}

/**
 * Writes orders straight into a migrated SQLite database (`sqlite:` URL), far faster than the API
 * could take them: complete rows (lines and status history) as the server itself writes them, for
 * pizzas of `pizzas`. Past orders are spread over the last year; open ones were placed in
 * the last half hour. Answers the ids written (or a sample of them).
 */
export function storeOrders(databaseUrl: string, count: number, options: BulkOrderOptions): string[] {
  const { random } = options;
  const sampleSize = options.sampleSize ?? count;
  const menu = options.pizzas.filter((pizza) => !pizza.soldOut).map((pizza) => ({ pizza, offer: offerOf(pizza) }));
  const db = new SQLite(sqlitePath(databaseUrl));
  db.pragma('journal_mode = WAL');
  // The file is thrown away if this run dies, so skip the fsyncs; the server reopens it with its own settings.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  const insertOrder = db.prepare(
    `insert into orders (id, customer, phone, address, position, priority, status, order_price, priority_price,
       pizza_count, estimated_delivery, promised_delivery, created_at, queued_at, idempotency_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null) on conflict do nothing`,
  );
  const insertLine = db.prepare(
    `insert into order_lines (order_id, line_no, pizza_id, name, quantity, unit_price, placed_at, size, crust, extras, removals, extra_prices, description)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChange = db.prepare('insert into order_status_changes (order_id, status, at) values (?, ?, ?)');

  const now = Date.now();
  const sample: string[] = [];
  let written = 0;

  const newId = () => {
    let id = '';
    for (let i = 0; i < ID_LENGTH; i++) id += ID_CHARACTERS[Math.floor(random() * ID_CHARACTERS.length)];
    return id;
  };

  const writeOne = (index: number) => {
    const status = options.statusOf(index);
    const open = status === 'preparing' || status === 'baking' || status === 'delivering';
    const createdAt = open ? now - Math.floor(random() * 30 * MINUTE) : now - DAY - Math.floor(random() * 365 * DAY);
    const priority = random() < 0.1;
    const lineCount = 1 + Math.floor(random() * 3);
    const lines = Array.from({ length: lineCount }, () => {
      const { pizza, offer } = menu[Math.floor(random() * menu.length)]!;
      return drawLine(pizza, offer, random);
    });
    const orderPrice = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const pizzaCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    const path = PATHS[status];
    const changeTimes = path.map((_, step) => createdAt + step * 12 * MINUTE);
    // What the customer was promised: 30-45 minutes, so some deliveries come late. Delivered, the estimate became the delivery.
    const promise = createdAt + (30 + Math.floor(random() * 16)) * MINUTE;
    const estimate = status === 'delivered' ? changeTimes.at(-1)! : promise;

    let id = newId();
    const values = [
      `Customer ${index}`,
      `98${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      `Ward ${1 + (index % 32)}, Thamel, Kathmandu`,
      random() < 0.5 ? '27.71720,85.31240' : '',
      priority ? 1 : 0,
      status,
      orderPrice,
      priority ? priorityFeeInPaisa(orderPrice) : 0,
      pizzaCount,
      estimate,
      status === 'delivered' ? promise : null,
      createdAt,
      createdAt,
    ];
    // A clash with an id already stored (rare, but a million ids make it likely once) draws again.
    while (insertOrder.run(id, ...values).changes === 0) id = newId();
    lines.forEach(({ pizza, quantity, unitPrice, choice }, lineNo) => {
      const { size, crust, extras, removals, extra_prices, description } = choice;
      insertLine.run(id, lineNo, pizza.id, pizza.name, quantity, unitPrice, createdAt, size, crust, extras, removals, extra_prices, description);
    });
    path.forEach((step, i) => insertChange.run(id, step, changeTimes[i]!));

    // Reservoir sampling: every id written has the same chance to be in the sample.
    if (sample.length < sampleSize) sample.push(id);
    else {
      const slot = Math.floor(random() * (written + 1));
      if (slot < sampleSize) sample[slot] = id;
    }
    written++;
  };

  const writeBatch = db.transaction((from: number, to: number) => {
    for (let index = from; index < to; index++) writeOne(index);
  });
  try {
    for (let from = 0; from < count; from += ORDERS_PER_TRANSACTION) {
      writeBatch(from, Math.min(count, from + ORDERS_PER_TRANSACTION));
      options.onProgress?.(written);
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return sample;
}
