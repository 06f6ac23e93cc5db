import type * as z from 'zod/mini';
import type { Endpoint } from './endpoints.ts';
import * as say from './messages.ts';

/** What a route of the table (routes.ts) says of itself, and the refusals more than one part of the table gives. */

/** A refusal a route gives besides those every route of its kind gives (see `errorAnswers`). */
export interface ErrorAnswer {
  status: number;
  /** When it is given. */
  when: string;
  /** What it says, with example values where the words carry some. */
  message: string;
}

export interface Route extends Endpoint {
  /** A line for the reference: what the call does. */
  summary: string;
  description?: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  headers?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** `data` of the envelope, the bare answer, or each event's data; null when the answer carries none. */
  data: z.ZodMiniType | null;
  /** Fields the envelope carries beside `data`, the same in every answer: the menu names its currency there, where a SPEC client, which reads `data`, never looks. */
  alongside?: Readonly<Record<string, string>>;
  errors: readonly ErrorAnswer[];
  /**
   * The route finds an order by its id, which is all it takes to see the order: lookups that find
   * nothing count against the client's hourly allowance of misses, so ids cannot be guessed.
   */
  missLimited?: true;
  /** The answer tells something of a customer (where they are): sent with `Cache-Control: no-store`, as every staff answer is. */
  personal?: true;
  /** The body is a file, sent as it is (a photo): its media types, recognised by its bytes, and its largest size. */
  upload?: { mediaTypes: readonly string[]; maxBytes: number };
}

/** A request its schemas refuse: the message is the first problem's, a sentence, and `issues` lists every one. */
export const invalid = (message: string): ErrorAnswer => ({ status: 400, when: 'the request breaks the schema', message });
export const noSuchPizza: ErrorAnswer = { status: 404, when: 'no pizza has this id', message: say.noSuchPizza(99) };
