import type { Kysely, Transaction } from 'kysely';
import { toPaisa } from '@chulo/domain';
import { messages, type StaffPizza } from '@chulo/api-client/contract';
import type { Database } from '../data/schema.ts';
import { holdLock, inTransaction } from '../data/transaction.ts';
import type { PhotoFolder } from '../pictures/photo-folder.ts';
import { processPhoto } from '../pictures/process-photo.ts';
import { ClientError } from '../refusals.ts';
import { type Change, recordChange } from '../data/history-log.ts';
import { describePizzaChange, describeReordering, type PizzaRowChange } from './menu-summaries.ts';
import { findPizzaRow, insertPizza, otherPizzaNames, type PizzaRow, readPizzaRows, setPositions, updatePizza } from '../data/pizza-rows.ts';
import { lookAlikeOf } from './look-alike-names.ts';
import { readStaffPizzas } from './menu-views.ts';

/** A change to a pizza in rupees, as owners send it; `retired` takes it off the menu or brings it back. */
export interface PizzaEdit extends PizzaRowChange {
  retired?: boolean;
}

/** Whoever keeps the customers' menu ready to send (routes/menu-board.ts): told which pizzas changed. */
export interface MenuChanges {
  changed(pizzaIds: readonly number[]): void;
}

interface MenuEditorParts {
  db: Kysely<Database>;
  board: MenuChanges;
  photos: PhotoFolder;
  /** Before each picture's path (PUBLIC_URL), as on the customers' menu. */
  imageBase: string;
}

const noSuchPizza = (pizzaId: number) => new ClientError(404, messages.noSuchPizza(pizzaId));

/** The advisory lock that stands for the menu's names: two owners naming pizzas alike at once take turns. */
const MENU_NAMES_LOCK_ID = 0x6e616d65;

/**
 * The menu as staff change it: each change and its line in the history in one transaction, then
 * every instance's cached menu dropped (the board's `changed`). No two pizzas have names that look
 * alike (look-alike-names.ts: whatever their case, hidden characters or letters of another script
 * that look the same); pizzas are retired, never deleted, since past orders name them.
 */
export class MenuEditor {
  readonly #db: Kysely<Database>;
  readonly #board: MenuChanges;
  readonly #photos: PhotoFolder;
  readonly #imageBase: string;

  constructor({ db, board, photos, imageBase }: MenuEditorParts) {
    this.#db = db;
    this.#board = board;
    this.#photos = photos;
    this.#imageBase = imageBase;
  }

  /** Every pizza, retired ones too, in the order the menu lists them. */
  async list(): Promise<StaffPizza[]> {
    return readStaffPizzas(this.#db, this.#imageBase);
  }

  async add(staff: string, pizza: { name: string; ingredients: string[]; unitPrice: number }): Promise<StaffPizza> {
    const [id] = await this.#write(async (trx, record) => {
      await refuseTakenName(trx, pizza.name);
      const id = await insertPizza(trx, { name: pizza.name, unit_price: toPaisa(pizza.unitPrice), ingredients: JSON.stringify(pizza.ingredients) });
      await record({ staff, action: 'pizza-added', summary: `${pizza.name} added at ${pizza.unitPrice}: ${pizza.ingredients.join(', ')}` });
      return [id];
    });
    return this.#answer(id!);
  }

  async change(staff: string, pizzaId: number, edit: PizzaEdit): Promise<StaffPizza> {
    await this.#write(async (trx, record) => {
      const before = await pizzaRow(trx, pizzaId);
      if (edit.name !== undefined && edit.name !== before.name) await refuseTakenName(trx, edit.name, pizzaId);
      const unitPrice = edit.unitPrice === undefined ? undefined : toPaisa(edit.unitPrice);
      await updatePizza(trx, pizzaId, {
        ...(edit.name !== undefined && { name: edit.name }),
        ...(edit.ingredients !== undefined && { ingredients: JSON.stringify(edit.ingredients) }),
        ...(unitPrice !== undefined && { unit_price: unitPrice }),
        ...(edit.soldOut !== undefined && { sold_out: edit.soldOut ? 1 : 0 }),
        ...(edit.retired !== undefined && { retired: edit.retired ? 1 : 0 }),
      });
      const summary = describePizzaChange(before, { ...edit, unitPrice });
      if (summary) await record({ staff, action: 'pizza-changed', summary });
      if (edit.retired !== undefined && edit.retired !== (before.retired === 1)) {
        const name = edit.name ?? before.name;
        await record(
          edit.retired
            ? { staff, action: 'pizza-retired', summary: `${name}: off the menu` }
            : { staff, action: 'pizza-restored', summary: `${name}: back on the menu` },
        );
      }
      return [pizzaId];
    });
    return this.#answer(pizzaId);
  }

  /** `pizzaIds`: every pizza, retired ones too, each once, in the new order. */
  async reorder(staff: string, pizzaIds: readonly number[]): Promise<StaffPizza[]> {
    await this.#write(async (trx, record) => {
      const before = await readPizzaRows(trx);
      const listed = new Set(pizzaIds);
      if (listed.size !== pizzaIds.length || listed.size !== before.length || before.some((row) => !listed.has(row.id))) {
        throw new ClientError(400, messages.PIZZA_ORDER_INCOMPLETE);
      }
      await setPositions(trx, pizzaIds);
      await record({ staff, action: 'menu-reordered', summary: describeReordering(before, pizzaIds) });
      return pizzaIds;
    });
    return this.list();
  }

  /** The picture is made into the photo's files, which are stored before the pizza names them: the menu never points at a missing file. */
  async setPhoto(staff: string, pizzaId: number, picture: Buffer): Promise<StaffPizza> {
    await pizzaRow(this.#db, pizzaId);
    const { stored, files } = await processPhoto(picture);
    await this.#photos.save(files);
    await this.#write(async (trx, record) => {
      const { name, photo } = await pizzaRow(trx, pizzaId);
      await updatePizza(trx, pizzaId, { photo: JSON.stringify(stored) });
      await record({ staff, action: 'photo-changed', summary: `${name}: ${photo === null ? 'photo added' : 'new photo'}` });
      return [pizzaId];
    });
    return this.#answer(pizzaId);
  }

  async removePhoto(staff: string, pizzaId: number): Promise<StaffPizza> {
    await this.#write(async (trx, record) => {
      const { name, photo } = await pizzaRow(trx, pizzaId);
      if (photo === null) return [];
      await updatePizza(trx, pizzaId, { photo: null });
      await record({ staff, action: 'photo-removed', summary: `${name}: photo removed, the drawing is back` });
      return [pizzaId];
    });
    return this.#answer(pizzaId);
  }

  /** Runs a change and its history in one transaction, then tells every instance which pizzas changed. */
  async #write(work: (trx: Transaction<Database>, record: (change: Change) => Promise<void>) => Promise<readonly number[]>): Promise<readonly number[]> {
    const changed = await inTransaction(this.#db, (trx) => work(trx, (change) => recordChange(trx, change)));
    if (changed.length > 0) this.#board.changed(changed);
    return changed;
  }

  async #answer(pizzaId: number): Promise<StaffPizza> {
    return (await this.list()).find((pizza) => pizza.id === pizzaId)!;
  }
}

async function pizzaRow(db: Kysely<Database>, pizzaId: number): Promise<PizzaRow> {
  const row = await findPizzaRow(db, pizzaId);
  if (!row) throw noSuchPizza(pizzaId);
  return row;
}

/**
 * Another pizza whose name looks like this one ("margherita", or Margherita with a Cyrillic М, is
 * Margherita): 409, naming it. Checked under the menu's lock, so that two owners cannot each add a
 * look-alike at once; migration 008's index (names unique whatever their case) stands behind it.
 */
async function refuseTakenName(trx: Kysely<Database>, name: string, exceptId?: number): Promise<void> {
  await holdLock(trx, MENU_NAMES_LOCK_ID);
  const taken = lookAlikeOf(name, await otherPizzaNames(trx, exceptId));
  if (taken !== undefined) throw new ClientError(409, messages.pizzaNameTaken(taken));
}
