import { EventEmitter } from 'node:events';

/**
 * Tells whoever watches (live order pages, the kitchen dashboard) that an order changed.
 * Carries only the id: each listener reads what it is allowed to see.
 */
export interface OrderEvents {
  publish(orderIds: readonly string[]): void;
  subscribe(listener: (orderId: string) => void): () => void;
  close(): Promise<void>;
}

export class LocalOrderEvents implements OrderEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  publish(orderIds: readonly string[]): void {
    for (const id of orderIds) this.#emitter.emit('changed', id);
  }

  subscribe(listener: (orderId: string) => void): () => void {
    this.#emitter.on('changed', listener);
    return () => this.#emitter.off('changed', listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
