import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';
import { clientOf } from '../plugins/client-address.ts';

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whoever ends it; at once if it has ended already. */
  onClose(cleanup: () => void): void;
  /** Ends the stream from the server's side: the browser reconnects, and is asked again who it is. */
  close(): void;
}

/**
 * Whom a stream is for. Each audience has its own per-client count, so twenty customers' pages on
 * the shop's Wi-Fi never lock the kitchen's board out, nor the other way round; the instance's
 * cap counts customers' pages only, as every board needs a staff session. A staff stream carries
 * names, phones and addresses: no cache may keep it.
 */
export type StreamAudience = 'customers' | 'staff';

const CACHE_CONTROL: Record<StreamAudience, string> = { customers: 'no-cache, no-transform', staff: 'no-store, no-transform' };

const HEARTBEAT_MS = 25_000;

/** How many streams may be open: per client and audience (null: no per-client cap), and customers' in all. */
export interface StreamCaps {
  perClient: number | null;
  max: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses (429 for the client, 503 for the server) when a cap is reached, before anything is
     * sent. A HEAD is answered the stream's headers and nothing else: it opens no stream.
     */
    openEventStream(request: FastifyRequest, reply: FastifyReply, audience: StreamAudience): EventStream;
    /** Ends every open stream; each browser reconnects and starts from a fresh state. */
    closeEventStreams(): void;
  }
}

/**
 * Server-Sent Events, in one place: headers, heartbeats through idle proxies, the browser's
 * reconnect delay, closing every stream cleanly on shutdown, and the caps that keep one client
 * (or everyone together) from holding more streams, and so sockets and memory, than the server
 * can serve.
 */
export const eventStreams = fp(async (app: FastifyInstance, { caps }: { caps: StreamCaps }) => {
  const open = new Set<() => void>();
  const openBy: Record<StreamAudience, Map<string, number>> = { customers: new Map(), staff: new Map() };
  let customersOpen = 0;

  const writeHead = (reply: FastifyReply, audience: StreamAudience) =>
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': CACHE_CONTROL[audience],
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });

  app.decorate('openEventStream', (request: FastifyRequest, reply: FastifyReply, audience: StreamAudience): EventStream => {
    if (request.method === 'HEAD') {
      reply.hijack();
      writeHead(reply, audience);
      reply.raw.end();
      return { send() {}, onClose: (cleanup) => cleanup(), close() {} };
    }
    const client = clientOf(request.ip);
    const counted = openBy[audience];
    const clientsOpen = counted.get(client) ?? 0;
    if (caps.perClient !== null && clientsOpen >= caps.perClient) throw new ClientError(429, messages.TOO_MANY_LIVE_PAGES);
    if (audience === 'customers' && customersOpen >= caps.max) throw new ClientError(503, messages.LIVE_PAGES_FULL);
    counted.set(client, clientsOpen + 1);
    if (audience === 'customers') customersOpen++;
    reply.hijack();
    const raw = reply.raw;
    writeHead(reply, audience);
    raw.write('retry: 2000\n\n');
    const cleanups: (() => void)[] = [];
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      open.delete(close);
      const left = (counted.get(client) ?? 1) - 1;
      if (left === 0) counted.delete(client);
      else counted.set(client, left);
      if (audience === 'customers') customersOpen--;
      for (const cleanup of cleanups) cleanup();
      raw.end();
    };
    open.add(close);
    request.raw.on('close', close);
    return {
      send(event, data) {
        if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onClose(cleanup) {
        if (closed) cleanup();
        else cleanups.push(cleanup);
      },
      close,
    };
  });

  app.decorate('closeEventStreams', () => {
    for (const close of [...open]) close();
  });

  // On shutdown, end every stream so the server can finish; browsers reconnect to another instance.
  app.addHook('preClose', async () => app.closeEventStreams());
});
