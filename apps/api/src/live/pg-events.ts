import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ShopEvents, ShopTopic } from './shop-events.ts';

const CHANNEL = 'pizza_shop_events';
/** NOTIFY payloads are limited to 8000 bytes; ids are short, so this many fit with room to spare. */
const IDS_PER_NOTIFY = 500;
const RECONNECT_MS = 1_000;

/**
 * Events across every instance on one PostgreSQL database: each publish is a NOTIFY,
 * and every instance (this one too) hears it through its LISTEN connection.
 */
export class PostgresShopEvents implements ShopEvents {
  readonly #pool: pg.Pool;
  readonly #connectionString: string;
  readonly #local = new EventEmitter().setMaxListeners(0);
  readonly #log: (message: string, error?: unknown) => void;
  #listener: pg.Client | null = null;
  #closed = false;
  #reconnect: NodeJS.Timeout | null = null;
  readonly #gapListeners: (() => void)[] = [];

  constructor(pool: pg.Pool, connectionString: string, log: (message: string, error?: unknown) => void) {
    this.#pool = pool;
    this.#connectionString = connectionString;
    this.#log = log;
  }

  /** Resolves once this instance is listening, so nothing published after start is missed. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const [topic, ...ids] = message.payload.split(',');
      for (const id of ids) this.#local.emit(topic as ShopTopic, id);
    });
    const lost = (error?: unknown) => {
      if (this.#listener !== client) return;
      this.#log('event listener lost its connection', error);
      this.#listener = null;
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    this.#listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.#listener = null;
      await client.end().catch(() => {});
      throw error;
    }
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnect) return;
    this.#reconnect = setTimeout(() => {
      this.#reconnect = null;
      this.start().then(
        // Whatever was published while we were not listening is lost: tell the watchers.
        () => {
          for (const listener of this.#gapListeners) listener();
        },
        (error: unknown) => {
          this.#log('event listener could not reconnect', error);
          this.#scheduleReconnect();
        },
      );
    }, RECONNECT_MS);
  }

  publish(topic: ShopTopic, ids: readonly string[]): void {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
      const payload = [topic, ...ids.slice(i, i + IDS_PER_NOTIFY)].join(',');
      this.#pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => this.#log('could not publish an event', error));
    }
  }

  onGap(listener: () => void): void {
    this.#gapListeners.push(listener);
  }

  subscribe(topic: ShopTopic, listener: (id: string) => void): () => void {
    this.#local.on(topic, listener);
    return () => this.#local.off(topic, listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnect) clearTimeout(this.#reconnect);
    this.#local.removeAllListeners();
    const listener = this.#listener;
    this.#listener = null;
    await listener?.end().catch(() => {});
  }
}
