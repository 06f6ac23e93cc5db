import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { EventStreamAnswer, jsonAnswer } from '../testing/answers.ts';
import { eventStreamParser, openEventStream, type ServerEvent } from './event-stream.ts';

function parse(...pieces: string[]) {
  const events: ServerEvent[] = [];
  const retries: number[] = [];
  const parser = eventStreamParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const piece of pieces) parser.push(piece);
  return { events, retries, lastEventId: parser.lastEventId };
}

describe('reading an event stream', () => {
  it('reads named events, multi-line data and the default name', () => {
    const { events } = parse('event: order\ndata: {"id":"A"}\n\ndata: one\ndata:two\n\n');
    expect(events).toEqual([
      { type: 'order', data: '{"id":"A"}' },
      { type: 'message', data: 'one\ntwo' },
    ]);
  });

  it('skips comments (the server’s heartbeat) and events without data, and takes the server’s retry delay', () => {
    const { events, retries } = parse('retry: 2000\n\n: still here\n\nevent: ready\n\nretry: soon\n\nevent: ready\ndata: null\n\n');
    expect(events).toEqual([{ type: 'ready', data: 'null' }]);
    expect(retries).toEqual([2000]);
  });

  it('ends lines at \\r\\n, \\n or \\r alike, even when a \\r\\n is split between pieces', () => {
    // A \r that ends a piece waits for the next one: it may be the first half of a \r\n.
    expect(parse('event: order\r\ndata: 1\r', '\n\r', '\ndata: 2\r\r', ': still here\n').events).toEqual([
      { type: 'order', data: '1' },
      { type: 'message', data: '2' },
    ]);
  });

  it('remembers the last event id, for a reconnect to send', () => {
    expect(parse('id: 7\ndata: a\n\ndata: b\n\n').lastEventId).toBe('7');
    expect(parse('id: 8\ndata: a\n\nid\ndata: b\n\n').lastEventId).toBe('');
  });

  it('reads the same events however the stream is cut into pieces', () => {
    const stream = 'retry: 2000\n\nevent: ready\ndata: null\n\n: still here\n\nevent: order\ndata: {"id":"K7M2P9QX","cart":[]}\n\nevent: order\r\ndata: {"id":"B"}\r\n\r\n';
    const whole = parse(stream);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 }), { maxLength: 12 }), (cuts) => {
        const at = [0, ...cuts.sort((a, b) => a - b), stream.length];
        const pieces = at.slice(1).map((end, index) => stream.slice(at[index], end));
        expect(parse(...pieces)).toEqual(whole);
      }),
      { numRuns: 500 },
    );
  });
});

/** A `fetch` that answers each connection with an event stream the test writes into. */
function streamingServer() {
  const answers: EventStreamAnswer[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    const answer = new EventStreamAnswer(init?.signal);
    answers.push(answer);
    return answer.response;
  });
  return { fetch, answers, latest: () => answers.at(-1)! };
}

function follow(fetch: typeof globalThis.fetch, retryMs = 10) {
  const seen = { opened: 0, events: [] as ServerEvent[], drops: [] as unknown[], refused: [] as Response[] };
  const close = openEventStream({
    url: 'http://shop.test/api/staff/events',
    fetch,
    retryMs,
    onOpen: () => seen.opened++,
    onEvent: (event) => seen.events.push(event),
    onDrop: (cause) => seen.drops.push(cause),
    onRefused: (response) => seen.refused.push(response),
  });
  return { seen, close };
}

describe('following an event stream', () => {
  it('asks for events and hands each on as it arrives', async () => {
    const server = streamingServer();
    const { seen, close } = follow(server.fetch);
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    expect(new Headers(server.fetch.mock.calls[0]![1]?.headers).get('accept')).toBe('text/event-stream');
    server.latest().send('order', { id: 'A' });
    await vi.waitFor(() => expect(seen.events).toEqual([{ type: 'order', data: '{"id":"A"}' }]));
    close();
  });

  it.each([
    ['the server ends the stream', (answer: EventStreamAnswer) => answer.end()],
    ['the connection breaks', (answer: EventStreamAnswer) => answer.break()],
  ])('connects again after the server’s delay when %s, sending the last event id', async (_case, drop) => {
    const server = streamingServer();
    const { seen, close } = follow(server.fetch);
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    server.latest().write('retry: 5\n\nid: 41\nevent: order\ndata: {}\n\n');
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    drop(server.latest());
    await vi.waitFor(() => expect(seen.opened).toBe(2));
    expect(seen.drops).toHaveLength(1);
    expect(new Headers(server.fetch.mock.calls[1]![1]?.headers).get('last-event-id')).toBe('41');
    server.latest().send('order', { id: 'B' });
    await vi.waitFor(() => expect(seen.events).toHaveLength(2));
    close();
  });

  it('keeps trying while the server cannot be reached', async () => {
    const server = streamingServer();
    server.fetch.mockRejectedValueOnce(new TypeError('ECONNREFUSED')).mockRejectedValueOnce(new TypeError('ECONNREFUSED'));
    const { seen, close } = follow(server.fetch);
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    expect(seen.drops).toEqual([new TypeError('ECONNREFUSED'), new TypeError('ECONNREFUSED')]);
    close();
  });

  it.each([
    ['a refusal', () => jsonAnswer(401, { status: 'fail', message: 'Please sign in to the kitchen' })],
    ['“stop” (204)', () => new Response(null, { status: 204 })],
    ['something other than events', () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })],
  ])('gives up on %s', async (_case, answer) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
    const { seen } = follow(fetch);
    await vi.waitFor(() => expect(seen.refused).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen.opened).toBe(0);
  });

  it('hangs up when closed, and hands on nothing more', async () => {
    const server = streamingServer();
    const { seen, close } = follow(server.fetch);
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    const answer = server.latest();
    close();
    expect(answer.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(seen.drops).toEqual([]);
  });

  it('does not connect again once closed while waiting to', async () => {
    const server = streamingServer();
    const { seen, close } = follow(server.fetch, 300);
    await vi.waitFor(() => expect(seen.opened).toBe(1));
    server.latest().end();
    await vi.waitFor(() => expect(seen.drops).toHaveLength(1));
    close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
