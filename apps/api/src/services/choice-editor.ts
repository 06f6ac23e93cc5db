import type { Kysely, Transaction } from 'kysely';
import { toPaisa, toRupees } from '@chulo/domain';
import { messages, type NewChoice, type PizzaOfferEdit, type StaffChoice, type StaffPizza } from '@chulo/api-client/contract';
import {
  type ChoiceRow,
  choiceNameTaken,
  choicePrices,
  findChoiceRow,
  insertChoice,
  moveDefaultSize,
  readChoiceRows,
  setChoicePrices,
  setPizzaOffer,
  updateChoice,
} from '../data/choice-rows.ts';
import { type Change, recordChange } from '../data/history-log.ts';
import { findPizzaRow, readPizzaRows } from '../data/pizza-rows.ts';
import type { Database } from '../data/schema.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import { ClientError } from '../refusals.ts';
import {
  describeChoiceChange,
  describeDefaultSize,
  describeNewChoice,
  describeOfferChange,
  describeRetirement,
  listPrices,
  type OfferWords,
} from './choice-summaries.ts';
import type { MenuChanges } from './menu-editor.ts';
import { readStaffPizzas } from './menu-views.ts';
import { shopChoices } from './pizza-offers.ts';

type Prices = readonly { sizeId: number; price: number }[];

/** A choice's change as owners send it, prices in rupees. */
interface ChoiceChange {
  name?: string | undefined;
  inches?: number | null | undefined;
  prices?: Prices | undefined;
  retired?: boolean | undefined;
  isDefault?: true | undefined;
}

const inPaisa = (prices: Prices) => prices.map(({ sizeId, price }) => ({ sizeId, price: toPaisa(price) }));
const refuse = (message: string) => new ClientError(400, message);
/** A change the shop's choices as they are now do not allow. */
const conflict = (message: string) => new ClientError(409, message);

/**
 * The advisory lock that stands for the shop's choices. Every change reads before it writes (a name
 * still free, the next id and place, the default size, what the pizzas offer): two owners' changes
 * at once take turns, so that the second is answered as if it came after, never by the database's
 * unique index as a 500.
 */
const CHOICES_LOCK_ID = 0x63686f69;

/**
 * The shop's sizes, crusts and extras and what each pizza comes as, as staff change them (decisions
 * 041 and 042): each change and its line in the history in one transaction, then every instance's
 * menu dropped, as MenuEditor does for pizzas. Choices are retired, never deleted, since past orders
 * name them.
 */
export class ChoiceEditor {
  readonly #db: Kysely<Database>;
  readonly #board: MenuChanges;
  readonly #imageBase: string;

  constructor({ db, board, imageBase }: { db: Kysely<Database>; board: MenuChanges; imageBase: string }) {
    this.#db = db;
    this.#board = board;
    this.#imageBase = imageBase;
  }

  /** Every size, crust and extra, retired ones too, the defaults first in their kind. */
  async list(): Promise<StaffChoice[]> {
    const { choices, prices } = await readChoiceRows(this.#db);
    return choices.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      inches: row.inches,
      soldOut: row.sold_out === 1,
      isDefault: row.is_default === 1,
      retired: row.retired === 1,
      prices: prices.filter((price) => price.choice_id === row.id).map((price) => ({ sizeId: price.size_id, price: toRupees(price.price) })),
    }));
  }

  async add(staff: string, choice: NewChoice & { name: string }): Promise<StaffChoice> {
    const id = await this.#write(async (trx, record) => {
      await refuseTakenName(trx, choice.kind, choice.name);
      const prices = await checkedPrices(trx, choice.kind, choice.prices);
      const row = { kind: choice.kind, name: choice.name, inches: choice.kind === 'size' ? (choice.inches ?? null) : null };
      const id = await insertChoice(trx, row);
      if (prices) await setChoicePrices(trx, id, prices);
      await record({ staff, action: 'choice-added', summary: describeNewChoice(row, prices ? listPrices(prices, await sizeNames(trx)) : null) });
      return id;
    });
    return this.#answer(id);
  }

  /** Details first, then retired or back, then the default size: each told in the history on its own line. */
  async change(staff: string, choiceId: number, change: ChoiceChange): Promise<StaffChoice> {
    await this.#write(async (trx, record) => {
      const before = await choiceRow(trx, choiceId);
      if (change.isDefault && before.kind !== 'size') throw refuse(messages.notA('size', choiceId));
      // Only a size or a crust is ever the default.
      if (change.retired && (before.is_default === 1 || change.isDefault)) throw conflict(messages.defaultNotRetired(before.kind === 'crust' ? 'crust' : 'size', before.name));
      if (change.name !== undefined && change.name.toLowerCase() !== before.name.toLowerCase()) await refuseTakenName(trx, before.kind, change.name, choiceId);
      const prices = await checkedPrices(trx, before.kind, change.prices);
      const sizes = await sizeNames(trx);
      const pricesBefore = listPrices(await choicePrices(trx, choiceId), sizes);
      await updateChoice(trx, choiceId, {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.inches !== undefined && before.kind === 'size' && { inches: change.inches }),
      });
      if (prices) await setChoicePrices(trx, choiceId, prices);
      // Read back: prices in retired sizes stay.
      const pricesAfter = prices ? { before: pricesBefore, after: listPrices(await choicePrices(trx, choiceId), sizes) } : undefined;
      const summary = describeChoiceChange(before, { ...change, prices: pricesAfter });
      if (summary) await record({ staff, action: 'choice-changed', summary });
      const after = { ...before, name: change.name ?? before.name, retired: change.retired === undefined ? before.retired : Number(change.retired) };
      if (after.retired !== before.retired) {
        await updateChoice(trx, choiceId, { retired: after.retired });
        await record({ staff, action: after.retired ? 'choice-retired' : 'choice-restored', summary: describeRetirement(after, after.retired === 1) });
      }
      if (change.isDefault && before.is_default === 0) await record({ staff, action: 'default-size-changed', summary: await makeDefault(trx, after) });
      return choiceId;
    });
    return this.#answer(choiceId);
  }

  /** Either role's: the kitchen knows when the mushrooms run out. */
  async markSoldOut(staff: string, choiceId: number, soldOut: boolean): Promise<StaffChoice> {
    await this.#write(async (trx, record) => {
      const before = await choiceRow(trx, choiceId);
      await updateChoice(trx, choiceId, { sold_out: soldOut ? 1 : 0 });
      const summary = describeChoiceChange(before, { soldOut });
      if (summary) await record({ staff, action: 'choice-changed', summary });
      return choiceId;
    });
    return this.#answer(choiceId);
  }

  /** The default size's price is the pizza's unit price; its other sizes, crusts and extras are what it offers besides. */
  async setOffer(staff: string, pizzaId: number, offer: PizzaOfferEdit): Promise<StaffPizza> {
    await this.#write(async (trx, record) => {
      const pizza = await findPizzaRow(trx, pizzaId);
      if (!pizza) throw new ClientError(404, messages.noSuchPizza(pizzaId));
      const rows = await readChoiceRows(trx);
      const byId = new Map(rows.choices.map((row) => [row.id, row]));
      const mustBe = (kind: ChoiceRow['kind'], id: number) => {
        const row = byId.get(id);
        if (row?.kind !== kind) throw refuse(messages.notA(kind, id));
        if (row.retired === 1) throw conflict(messages.choiceRetired(kind, row.name));
        return row;
      };
      const sizes = offer.sizes.map(({ sizeId, price }) => ({ size: mustBe('size', sizeId), price: toPaisa(price) }));
      const standard = sizes.find(({ size }) => size.is_default === 1);
      if (!standard) throw refuse(messages.DEFAULT_SIZE_NEEDED);
      const crusts = offer.crustIds.map((id) => mustBe('crust', id)).filter((crust) => crust.is_default === 0);
      const extras = offer.extraIds.map((id) => mustBe('extra', id));
      const before = offerWords(shopChoices(rows).offerOf(pizza));
      await setPizzaOffer(trx, pizzaId, { unit_price: standard.price, max_extras: offer.maxExtras }, [
        ...sizes.filter(({ size }) => size !== standard.size).map(({ size, price }) => ({ choiceId: size.id, price })),
        ...[...crusts, ...extras].map((choice) => ({ choiceId: choice.id, price: null })),
      ]);
      const after = offerWords(shopChoices(await readChoiceRows(trx)).offerOf({ ...pizza, unit_price: standard.price, max_extras: offer.maxExtras }));
      const summary = describeOfferChange(pizza.name, before, after);
      if (summary) await record({ staff, action: 'offer-changed', summary });
      return pizzaId;
    });
    return (await readStaffPizzas(this.#db, this.#imageBase)).find((pizza) => pizza.id === pizzaId)!;
  }

  /** A change and its history in one transaction, under the choices' lock; then every pizza's menu entry is dropped, since a choice may be on any of them. */
  async #write<T>(work: (trx: Transaction<Database>, record: (change: Change) => Promise<void>) => Promise<T>): Promise<T> {
    const done = await inTransaction(this.#db, async (trx) => {
      await holdLock(trx, CHOICES_LOCK_ID);
      return work(trx, (change) => recordChange(trx, change));
    });
    this.#board.changed((await readPizzaRows(this.#db)).map((pizza) => pizza.id));
    return done;
  }

  async #answer(choiceId: number): Promise<StaffChoice> {
    return (await this.list()).find((choice) => choice.id === choiceId)!;
  }
}

/** A pizza's offer in words, for the history. */
function offerWords(offer: ReturnType<ReturnType<typeof shopChoices>['offerOf']>): OfferWords {
  const names = (items: readonly { name: string }[]) => (items.length === 0 ? 'none' : items.map((item) => item.name).join(', '));
  return {
    sizes: offer.sizes.map((size) => `${size.name} ${toRupees(size.price)}`).join(', '),
    crusts: names(offer.crusts),
    extras: names(offer.extras),
    maxExtras: offer.maxExtras,
  };
}

async function choiceRow(db: Kysely<Database>, choiceId: number): Promise<ChoiceRow> {
  const row = await findChoiceRow(db, choiceId);
  if (!row) throw new ClientError(404, messages.noSuchChoice(choiceId));
  return row;
}

async function refuseTakenName(db: Kysely<Database>, kind: ChoiceRow['kind'], name: string, exceptId?: number): Promise<void> {
  if (await choiceNameTaken(db, kind, name, exceptId)) throw new ClientError(409, messages.choiceNameTaken(kind, name));
}

/** The shop's sizes by id, in their order. */
async function sizeNames(db: Kysely<Database>): Promise<Map<number, string>> {
  return shopChoices(await readChoiceRows(db)).known.sizes as Map<number, string>;
}

/** Prices in paisa, each for one of the shop's sizes on sale; a size has none of its own. Undefined when none were sent. */
async function checkedPrices(db: Kysely<Database>, kind: ChoiceRow['kind'], prices: Prices | undefined) {
  if (prices === undefined) return undefined;
  if (kind === 'size') throw refuse(messages.SIZE_HAS_NO_PRICES);
  const { choices } = await readChoiceRows(db);
  for (const { sizeId } of prices) {
    const size = choices.find((choice) => choice.id === sizeId && choice.kind === 'size');
    if (!size) throw refuse(messages.notA('size', sizeId));
    if (size.retired === 1) throw conflict(messages.choiceRetired('size', size.name));
  }
  return inPaisa(prices);
}

/**
 * `size` becomes the default: every pizza's price in it becomes its unit price, the menu's, so
 * every pizza, retired ones too, must come in it. Answers the change in words, for the history.
 */
async function makeDefault(trx: Kysely<Database>, size: ChoiceRow): Promise<string> {
  if (size.retired === 1) throw conflict(messages.choiceRetired('size', size.name));
  const { choices, offers } = await readChoiceRows(trx);
  const current = choices.find((choice) => choice.kind === 'size' && choice.is_default === 1)!;
  const pizzas = await readPizzaRows(trx);
  const priceIn = (pizzaId: number) => offers.find((offer) => offer.pizza_id === pizzaId && offer.choice_id === size.id)?.price ?? null;
  const missing = pizzas.filter((pizza) => priceIn(pizza.id) === null);
  if (missing.length > 0) throw conflict(messages.notEveryPizzaIn(size.name, missing.map((pizza) => pizza.name)));
  const prices = pizzas.map((pizza) => ({ pizzaId: pizza.id, pizza: pizza.name, from: pizza.unit_price, to: priceIn(pizza.id)! }));
  await moveDefaultSize(trx, { from: current.id, to: size.id }, prices);
  return describeDefaultSize(current.name, size.name, prices);
}
