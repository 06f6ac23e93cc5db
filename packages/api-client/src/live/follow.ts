import { whyRefused, type AnswerCheck } from '../answer-check.ts';
import { type Call, pathOf, serverMessageOf, type Wording, wordingOf } from '../call.ts';
import type { ApiConnection, Unsubscribe } from '../connection.ts';
import { type ApiError, HttpError, InvalidAnswerError, NetworkError } from '../errors.ts';
import { openEventStream } from './event-stream.ts';

/** What every live feed tells its follower besides its news. */
export interface LiveHandlers {
  /** The connection dropped (the network, or a server restarting); it reconnects by itself. */
  onDrop?(error: NetworkError): void;
  /**
   * The feed ended for good: the server refused it (an unknown order, a lost staff session),
   * answered something else than events, or told it to stop (204, with `null`). Not tried again.
   */
  onEnd?(error: ApiError | null): void;
}

/** An event a feed brings besides its orders (the staff feed's `pacing`): its name, the check of its data, and who takes it. */
export interface FeedEvent {
  type: string;
  check: AnswerCheck<unknown>;
  on(data: unknown): void;
}

/** A FeedEvent whose taker gets the data as `check` found it. */
export const feedEvent = <D>(type: string, check: AnswerCheck<D>, on: (data: D) => void): FeedEvent => ({ type, check, on: on as (data: unknown) => void });

/** A stream of `order` events, each the followed order as it is now: its route, and the values of the route's path parameters. */
export interface Feed<T> extends LiveHandlers, Pick<Call<T>, 'to' | 'params'> {
  /** What its failures say: one message for every failure, or one per failure. */
  failure: string | Wording;
  onOrder(order: T): void;
  /** The staff feed's `ready`: the server is following changes from here on. */
  onReady?(): void;
  /** Other events it brings, each checked as an order is; any event not named is passed over. */
  also?: readonly FeedEvent[];
}

/** Follows `feed`, checking each order it brings with `check`. */
export function follow<T>(api: ApiConnection, check: AnswerCheck<T>, feed: Feed<T>): Unsubscribe {
  const { failure, onOrder, onReady, onDrop, onEnd, also = [] } = feed;
  const events = [feedEvent('order', check, onOrder), ...also];
  const path = pathOf(feed);
  const wording = wordingOf(failure);
  const request = { method: 'GET', path };
  const unreadable = (reason: string) => api.onFailure(new InvalidAnswerError(wording('invalid-answer'), { ...request, reason }));

  let stopped = false;
  const stop = openEventStream({
    url: api.baseUrl + path,
    fetch: api.fetch,
    onEvent({ type, data }) {
      if (type === 'ready') return onReady?.();
      const event = events.find((known) => known.type === type);
      if (!event) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return unreadable(`${type} event that is not JSON`);
      }
      // One unreadable event is skipped, and the operator told; the next may be fine.
      if (event.check(parsed)) event.on(parsed);
      else unreadable(whyRefused(event.check));
    },
    onDrop: (cause) => onDrop?.(new NetworkError(wording('network'), { ...request, cause })),
    async onRefused(response) {
      let error: ApiError | null = null;
      if (!response.ok) {
        const serverMessage = serverMessageOf(await response.json().catch(() => null));
        error = new HttpError(wording('http', response.status, serverMessage), { ...request, status: response.status, serverMessage });
      } else {
        void response.body?.cancel().catch(() => {});
        const reason = `${response.headers.get('content-type') ?? 'no content type'} instead of events`;
        if (response.status !== 204) error = new InvalidAnswerError(wording('invalid-answer'), { ...request, reason });
      }
      if (stopped) return;
      if (error) api.onFailure(error);
      onEnd?.(error);
    },
  });
  return () => {
    stopped = true;
    stop();
  };
}
