import type { FastifyReply } from 'fastify';
import { messages } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';

/** Clients tracked at once: beyond it the oldest window is forgotten, so memory stays bounded whoever asks. */
const MAX_CLIENTS = 100_000;

/**
 * What a per-client allowance counts (lookups that missed, failed sign-ins), a fixed window at a
 * time from the client's first count, in this instance's memory.
 */
export class ClientWindows {
  readonly #windows = new Map<string, { count: number; until: number }>();
  readonly #windowMs: number;

  constructor(windowMs: number) {
    this.#windowMs = windowMs;
  }

  /** How long `client` must wait, having used up `allowance` in its window; 0 when it need not. */
  waitMs(client: string, allowance: number, now = Date.now()): number {
    const window = this.#windows.get(client);
    return window && window.count >= allowance && window.until > now ? window.until - now : 0;
  }

  count(client: string, now = Date.now()): void {
    const window = this.#windows.get(client);
    if (window && window.until > now) window.count++;
    else {
      this.#windows.delete(client);
      if (this.#windows.size >= MAX_CLIENTS) this.#windows.delete(this.#windows.keys().next().value as string);
      this.#windows.set(client, { count: 1, until: now + this.#windowMs });
    }
  }
}

/** The 429 of a client that must wait `waitMs`: `Retry-After` in seconds, the sentence in whole minutes. */
export function tooManyRequests(reply: FastifyReply, waitMs: number): ClientError {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  reply.header('retry-after', String(seconds));
  return new ClientError(429, messages.tooManyRequests(minutes === 1 ? '1 minute' : `${minutes} minutes`));
}
