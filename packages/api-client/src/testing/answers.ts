/** An answer with a JSON body, as the shop's server sends them. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's `{status: 'success', data}`. */
export const success = (data: unknown, status = 200) => jsonAnswer(status, { status: 'success', data });

/**
 * One answer of `text/event-stream` that the test writes into by hand, as the server
 * would; `closed` tells whether the client has hung up.
 */
export class EventStreamAnswer {
  readonly response: Response;
  closed = false;
  #stream!: ReadableStreamDefaultController<Uint8Array>;

  constructor(signal?: AbortSignal | null) {
    const body = new ReadableStream<Uint8Array>({ start: (stream) => void (this.#stream = stream) });
    this.response = new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    signal?.addEventListener('abort', () => {
      this.closed = true;
      this.#stream.error(new DOMException('The client hung up', 'AbortError'));
    });
  }

  write(text: string): void {
    this.#stream.enqueue(new TextEncoder().encode(text));
  }

  send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** The server ends the stream (a restart, a deploy). */
  end(): void {
    this.#stream.close();
  }

  /** The connection breaks mid-stream. */
  break(): void {
    this.#stream.error(new TypeError('terminated'));
  }
}
