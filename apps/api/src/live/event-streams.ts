import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs when the stream ends, whoever ends it. */
  onClose(cleanup: () => void): void;
}

const HEARTBEAT_MS = 25_000;

declare module 'fastify' {
  interface FastifyInstance {
    openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream;
    /** Ends every open stream; each browser reconnects and starts from a fresh state. */
    closeEventStreams(): void;
  }
}

/**
 * Server-Sent Events, in one place: headers, heartbeats through idle proxies,
 * the browser's reconnect delay, and closing every stream cleanly on shutdown.
 */
export const eventStreams = fp(async (app: FastifyInstance) => {
  const open = new Set<() => void>();

  app.decorate('openEventStream', (request: FastifyRequest, reply: FastifyReply): EventStream => {
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
