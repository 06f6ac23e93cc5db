/**
 * A process of customers watching their orders: one raw node:http Server-Sent Events stream per
 * order, parsed by hand so that thousands cost the client little. Driven over IPC by WatcherPool.
 */
import http from 'node:http';
import type { WatcherCommand, WatcherReply } from './watcher-protocol.ts';

const OPEN_TIMEOUT_MS = 30_000;

function reply(message: WatcherReply): void {
  process.send?.(message);
}

const now = () => performance.timeOrigin + performance.now();

/** Open streams, oldest first; the value says whether we are the ones ending it. */
const streams = new Map<http.ClientRequest, { leaving: boolean }>();
const arrivals = new Map<string, number>();
let events = 0;
let unexpectedCloses = 0;
let closing = false;

/** Opens one stream; resolves once its first `order` event (the order as it is now) arrived. */
function watch(baseUrl: string, id: string, awaited: { field: string; value: unknown } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    let opened = false;
    const request = http.get(`${baseUrl}/api/order/${id}/events`, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /api/order/${id}/events answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      // Ending a stream ourselves aborts it; the close handler below tells the cases apart.
      response.on('error', () => {});
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: order\n')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Record<string, unknown>;
          events++;
          if (!opened) {
            opened = true;
            clearTimeout(timer);
            resolve();
          }
          if (awaited && data[awaited.field] === awaited.value && !arrivals.has(id)) arrivals.set(id, now());
        }
      });
      response.once('close', () => {
        const leaving = streams.get(request)?.leaving ?? false;
        streams.delete(request);
        if (!closing && !leaving && opened) unexpectedCloses++;
      });
    });
    const timer = setTimeout(() => request.destroy(new Error(`no first event for ${id} within ${OPEN_TIMEOUT_MS} ms`)), OPEN_TIMEOUT_MS);
    request.on('error', (error) => {
      clearTimeout(timer);
      if (!opened) reject(error);
    });
    streams.set(request, { leaving: false });
  });
}

async function open(command: Extract<WatcherCommand, { type: 'open' }>): Promise<void> {
  let next = 0;
  let opened = 0;
  let failed = 0;
  let firstError: string | null = null;
  const worker = async () => {
    while (next < command.ids.length) {
      const id = command.ids[next++]!;
      try {
        await watch(command.baseUrl, id, command.awaited);
        opened++;
      } catch (error) {
        failed++;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.ids.length) }, worker));
  reply({ type: 'opened', opened, failed, firstError });
}

process.on('message', (command: WatcherCommand) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'report') reply({ type: 'report', arrivals: [...arrivals], events, unexpectedCloses });
  else if (command.type === 'drop') {
    let dropped = 0;
    for (const [stream, state] of streams) {
      if (dropped >= command.count) break;
      if (state.leaving) continue;
      state.leaving = true;
      stream.destroy();
      dropped++;
    }
    reply({ type: 'dropped', dropped });
  } else if (command.type === 'close') {
    closing = true;
    for (const stream of streams.keys()) stream.destroy();
    reply({ type: 'closed' });
    process.disconnect();
  }
});
reply({ type: 'ready' });
