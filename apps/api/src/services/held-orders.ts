import type { KitchenMoves } from './kitchen-moves.ts';

/**
 * Lets orders for later into the kitchen's queue when their baking must start, whoever is at the
 * board: a timer on the server rather than on each board, since the queue's counts and every
 * estimate behind them change with it. Every instance runs one; the kitchen's lock makes a second
 * release of the same order find nothing.
 */
export class HeldOrderRelease {
  readonly #kitchen: KitchenMoves;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;

  constructor(kitchen: KitchenMoves, onError: (error: unknown) => void) {
    this.#kitchen = kitchen;
    this.#onError = onError;
  }

  /** Every `intervalMs`: an order joins the queue at most that long after its baking time, a small part of its time in the kitchen. */
  start(intervalMs = 15_000): void {
    this.#timer = setInterval(() => this.#kitchen.releaseHeldOrders().catch(this.#onError), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
