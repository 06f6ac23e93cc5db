import { Worker } from 'node:worker_threads';
import type { ReverseGeocode } from '@chulo/api-client/contract';
import type { GeocodeRequest } from './geocoder-worker.ts';
import type { ReverseGeocoder } from './geocoder.ts';

type Answer = { id: number; result: ReverseGeocode } | { id: number; error: string };

/**
 * The thread's entry: built, geocoder-worker.js beside main.js; from source (tests, `pnpm dev`),
 * geocoder-thread.mjs, which registers tsx first, as a new thread does not inherit the loader.
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./geocoder-thread.mjs', import.meta.url)
  : new URL('./geocoder-worker.js', import.meta.url);

/**
 * The offline geocoder in its own thread. Parsing the ~135k bundled places takes a
 * few hundred milliseconds of CPU and ~20 MB: in a worker that never stalls the
 * requests the server is answering meanwhile.
 */
export class ThreadedGeocoder implements ReverseGeocoder {
  #worker: Worker | null = null;
  #nextId = 0;
  readonly #pending = new Map<number, { resolve: (result: ReverseGeocode) => void; reject: (error: Error) => void }>();

  warmUp(): void {
    this.#thread();
  }

  reverse(latitude: number, longitude: number): Promise<ReverseGeocode> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#thread().postMessage({ id, latitude, longitude } satisfies GeocodeRequest);
    });
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
    this.#worker = null;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(THREAD_ENTRY);
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.result);
    });
    // A crashed thread fails what it held; the next lookup starts a fresh one.
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = null;
      this.#failAll(new Error('The geocoder thread stopped'));
    });
    this.#worker = worker;
    return worker;
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}
