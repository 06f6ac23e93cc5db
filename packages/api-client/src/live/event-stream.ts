/**
 * Server-Sent Events over `fetch`, for browsers and for Node 20 (which has no
 * EventSource), and through whatever `fetch` the client was given: a test's, or
 * one that carries a session cookie in Node. It behaves as the HTML standard's
 * EventSource does: reconnects after a dropped connection, with the delay the
 * server asks for (`retry:`) and the last event id it saw; gives up when the
 * server refuses the stream or answers 204.
 */

export interface ServerEvent {
  /** The `event:` field; 'message' when the server named none. */
  type: string;
  data: string;
}

export interface EventStreamOptions {
  url: string;
  fetch: typeof fetch;
  /** How long to wait before reconnecting, until the server says otherwise. */
  retryMs?: number;
  /** The stream is open (again): events follow. */
  onOpen?(): void;
  onEvent(event: ServerEvent): void;
  /** The connection failed or ended; it is opened again after the retry delay. */
  onDrop(cause: unknown): void;
  /** The server answered something other than an event stream (a refusal, or 204 for "stop"): not tried again. */
  onRefused(response: Response): void;
}

/** Browsers wait about this long when the server has not said. */
const DEFAULT_RETRY_MS = 3_000;

/**
 * Splits the text of an event stream into events, as it arrives in pieces of any size.
 * `lastEventId` is the id the server last gave (starting from an earlier connection's), for a reconnect to send.
 */
export function eventStreamParser(dispatch: (event: ServerEvent) => void, setRetry: (ms: number) => void, lastEventId = '') {
  let pending = '';
  let type = '';
  let data = '';
  let id = lastEventId;
  const parser = { lastEventId, push };

  function line(text: string): void {
    if (text === '') {
      parser.lastEventId = id;
      // An event without data is no event (a heartbeat, or an id alone).
      if (data !== '') dispatch({ type: type || 'message', data: data.slice(0, -1) });
      type = data = '';
      return;
    }
    const colon = text.indexOf(':');
    if (colon === 0) return; // A comment: the server's heartbeat.
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(text[colon + 1] === ' ' ? colon + 2 : colon + 1);
    if (field === 'event') type = value;
    else if (field === 'data') data += `${value}\n`;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) setRetry(Number(value));
  }

  function push(text: string): void {
    pending += text;
    // A line ends with \r\n, \n or \r: a \r at the very end may be the first half of a \r\n still to come.
    const end = pending.endsWith('\r') ? pending.length - 1 : pending.length;
    const lines = pending.slice(0, end).split(/\r\n|\r|\n/);
    pending = lines.pop()! + pending.slice(end);
    for (const text of lines) line(text);
  }

  return parser;
}

function isEventStream(response: Response): boolean {
  return response.status === 200 && /^text\/event-stream\s*(;|$)/i.test(response.headers.get('content-type') ?? '');
}

/** Opens the stream at `url` and keeps it open until the returned function is called. */
export function openEventStream({ url, fetch, retryMs = DEFAULT_RETRY_MS, onOpen, onEvent, onDrop, onRefused }: EventStreamOptions): () => void {
  let retry = retryMs;
  let lastEventId = '';
  let closed = false;
  let connection: AbortController | undefined;
  let reconnecting: ReturnType<typeof setTimeout> | undefined;

  const dropped = (cause: unknown) => {
    if (closed) return;
    onDrop(cause);
    reconnecting = setTimeout(() => void connect(), retry);
  };

  async function connect(): Promise<void> {
    connection = new AbortController();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: connection.signal,
      });
    } catch (cause) {
      return dropped(cause);
    }
    if (closed) return;
    if (!isEventStream(response) || !response.body) return onRefused(response);

    onOpen?.();
    const parser = eventStreamParser(
      (event) => {
        if (!closed) onEvent(event);
      },
      (ms) => (retry = ms),
      lastEventId,
    );
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        lastEventId = parser.lastEventId;
        return dropped(cause);
      }
      if (chunk.done) {
        lastEventId = parser.lastEventId;
        return dropped(new Error('The server ended the event stream'));
      }
      // A handler's exception is the caller's to see, not a dropped connection: it is not caught here.
      parser.push(decoder.decode(chunk.value, { stream: true }));
    }
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(reconnecting);
    connection?.abort();
  };
}
