import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../data/schema.ts';
import { serverKey } from '../data/server-keys.ts';

/**
 * A client as its orders keep it: an HMAC-SHA-256 of its address (an IPv6 client's /64, as
 * plugins/client-address.ts takes it) under the database's own secret, never the address. Every
 * instance on the database reads the same secret, so the same client has the same key on each;
 * an address cannot be found again from the orders alone, as it could from a plain hash (there are
 * only four billion IPv4 addresses to try).
 */
export class ClientKeys {
  readonly #db: Kysely<Database>;
  // Made a key once: from a string, every HMAC would take the secret in again.
  #secret: Promise<KeyObject> | null = null;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async keyOf(client: string): Promise<string> {
    this.#secret ??= serverKey(this.#db, 'client').then((secret) => createSecretKey(secret, 'utf8')).catch((error: unknown) => {
      // Read again next time: the database may only have been away for a moment.
      this.#secret = null;
      throw error;
    });
    return createHmac('sha256', await this.#secret).update(client).digest('base64url');
  }
}
