import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { NewOrder } from '@chulo/api-client/contract';
import { availableEngines, createTestDatabase, sqlitePath, startServerProcess, waitFor } from '@chulo/test-lab';
import { openStore } from '../data/database.ts';
import { halfWrittenOrders, postCheckout, sampleCheckout } from '../testing/sample-orders.ts';
import { CuttableProxy } from './tcp-proxy.ts';

const engines = await availableEngines();
const IN_FLIGHT = 30;

/**
 * A checkout whose body arrives in two parts. Once `started` resolves the server has
 * read its headers and taken the request on (it answered `100 Continue`); it completes
 * only when `finish()` sends the rest. Keep-alive, as a browser's connection is.
 */
function slowCheckout(port: number, agent: Agent, checkout: NewOrder) {
  const body = Buffer.from(JSON.stringify(checkout));
  const half = Math.floor(body.length / 2);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/order',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const response = new Promise<{ status: number; json: any }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.once('end', () => resolve({ status: incoming.statusCode as number, json: JSON.parse(text) }));
      incoming.once('error', reject);
    });
  });
  const started = new Promise<void>((resolve) =>
    request.once('continue', () => {
      request.write(body.subarray(0, half));
      resolve();
    }),
  );
  request.flushHeaders();
  return { started, finish: () => request.end(body.subarray(half)), response };
}

/** Reads an event stream to its end: 'clean' when the body finished, else the error that cut it. */
async function followEvents(url: string) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  if (!response.body) throw new Error(`${url} answered without a body`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const ended = (async (): Promise<'clean' | unknown> => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'clean';
        text += value;
      }
    } catch (error) {
      return error;
    }
  })();
  return { status: response.status, contentType: response.headers.get('content-type'), text: () => text, ended };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe.each(engines)('SIGTERM on %s', (kind) => {
  it('finishes requests in flight, ends live streams cleanly, refuses new connections and closes the database', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.drop());
    // On PostgreSQL the server talks through a proxy, which sees how each database connection ends.
    const proxy = kind === 'postgres' ? await CuttableProxy.inFrontOf(database.url) : undefined;
    onTestFinished(() => proxy?.close());
    const server = await startServerProcess({ built: true, databaseUrl: proxy ? proxy.route(database.url) : database.url });
    onTestFinished(() => server.stop());
    const { port } = server;

    const watched = (await (await postCheckout(server.baseUrl, sampleCheckout(1))).json()).data;
    const stream = await followEvents(`${server.baseUrl}/api/order/${watched.id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await waitFor('the first event', () => stream.text().includes('event: order'));

    const agent = new Agent({ keepAlive: true });
    const checkouts = Array.from({ length: IN_FLIGHT }, (_, n) => slowCheckout(port, agent, sampleCheckout(100 + n)));
    await Promise.all(checkouts.map((checkout) => checkout.started));
    // As a browser does: a connection opened ahead of need, with no request on it yet.
    const preconnected = connect(port, '127.0.0.1');
    await new Promise((resolve) => preconnected.once('connect', resolve));

    server.signal('SIGTERM');
    await waitFor('the server to refuse new connections', () => refusesConnections(port), { timeoutMs: 5_000 });
    expect(await stream.ended).toBe('clean');

    for (const checkout of checkouts) checkout.finish();
    const answers = await Promise.all(checkouts.map((checkout) => checkout.response));
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(201));

    // Idle keep-alive connections (the agent's, the preconnected one) are the server's to close: it must not wait on them.
    const exit = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 3_000))]);
    agent.destroy();
    preconnected.destroy();
    expect(exit).toEqual({ code: 0, signal: null });

    if (kind === 'sqlite') {
      // Closed, not abandoned: the last connection checkpoints the WAL into the database file and removes it.
      expect(existsSync(`${sqlitePath(database.url)}-wal`)).toBe(false);
    } else {
      const links = proxy as CuttableProxy;
      await waitFor('every database connection to end', () => links.openConnections === 0);
      // Each connection ended with PostgreSQL's Terminate message: closed on purpose, none dropped by the exit.
      expect(links.closed.total).toBeGreaterThan(0);
      expect(links.closed.terminated).toBe(links.closed.total);
    }

    const store = openStore(database.url);
    try {
      const ids = [watched.id, ...answers.map((answer) => answer.json.data.id)];
      const stored = await store.db.selectFrom('orders').select('id').execute();
      expect(stored.map((row) => row.id).sort()).toEqual(ids.sort());
      expect(await halfWrittenOrders(store.db)).toEqual([]);
    } finally {
      await store.db.destroy();
    }
  });
});
