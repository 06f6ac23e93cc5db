/**
 * Gathers the requests that arrive while a commit is running and commits them together:
 * one durable transaction (one fsync) answers a whole batch of customers. Up to
 * `maxConcurrent` batches commit at once (one for SQLite's single writer, more for a
 * server database whose round trips would otherwise leave it idle).
 */
export class GroupCommit<Item, Result> {
  readonly #commit: (items: Item[]) => Promise<Result[]>;
  readonly #maxBatch: number;
  #waiting: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  #running = 0;
  readonly #maxConcurrent: number;

  constructor(commit: (items: Item[]) => Promise<Result[]>, { maxBatch = 500, maxConcurrent = 1 } = {}) {
    this.#commit = commit;
    this.#maxBatch = maxBatch;
    this.#maxConcurrent = maxConcurrent;
  }

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (this.#running < this.#maxConcurrent) {
        this.#running++;
        // Let the requests already read off the sockets join this batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.#maxBatch);
      try {
        const results = await this.#commit(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as Result));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.#running--;
  }
}
