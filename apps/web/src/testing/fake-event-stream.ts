/**
 * One answer to a live feed (GET …/events), as the server streams it: the test sends the events by
 * hand, and sees whether the client has closed it.
 */
export class FakeEventStream {
  static opened: FakeEventStream[] = [];

  readonly response: Response;
  closed = false;
  #events!: ReadableStreamDefaultController<Uint8Array>;

  constructor(signal?: AbortSignal | null) {
    const body = new ReadableStream<Uint8Array>({ start: (events) => void (this.#events = events) });
    this.response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    signal?.addEventListener('abort', () => {
      this.closed = true;
      this.#events.error(new DOMException('The client closed the stream', 'AbortError'));
    });
    FakeEventStream.opened.push(this);
  }

  emit(type: 'ready' | 'order', data: unknown = null) {
    this.#events.enqueue(new TextEncoder().encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  static latest(): FakeEventStream {
    const stream = FakeEventStream.opened.at(-1);
    if (!stream) throw new Error('no event stream was opened');
    return stream;
  }
}
