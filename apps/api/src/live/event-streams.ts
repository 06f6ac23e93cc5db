import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';
import { clientOf } from '../plugins/client-address.ts';

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whoever ends it. */
  onClose(cleanup: () => void): void;
}

const HEARTBEAT_MS = 25_000;

/** How many streams may be open: per client (null: no per-client cap) and in all. */
export interface StreamCaps {
  perClient: number | null;
  max: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses (429 for the client, 503 for the server) when a cap is reached, before anything is sent. */
    openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream;
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
  const openBy = new Map<string, number>();

  app.decorate('openEventStream', (request: FastifyRequest, reply: FastifyReply): EventStream => {
    const client = clientOf(request.ip);
    const clientsOpen = openBy.get(client) ?? 0;
    if (caps.perClient !== null && clientsOpen >= caps.perClient) throw new ClientError(429, messages.TOO_MANY_LIVE_PAGES);
    if (open.size >= caps.max) throw new ClientError(503, messages.LIVE_PAGES_FULL);
    openBy.set(client, clientsOpen + 1);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');
    const cleanups: (() => void)[] = [];
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      open.delete(close);
      const left = (openBy.get(client) ?? 1) - 1;
      if (left === 0) openBy.delete(client);
      else openBy.set(client, left);
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
        cleanups.push(cleanup);
      },
    };
  });

  app.decorate('closeEventStreams', () => {
    for (const close of [...open]) close();
  });

  // On shutdown, end every stream so the server can finish; browsers reconnect to another instance.
  app.addHook('preClose', async () => app.closeEventStreams());
});
