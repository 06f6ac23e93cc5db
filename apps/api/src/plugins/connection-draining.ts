import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On close, Node stops accepting and closes the keep-alive connections idle at that moment, then
 * waits for every other connection to go away by itself, for as long as its client likes:
 * - one whose request was in flight stays open after its answer. Once closing, the server's
 *   keep-alive shrinks to a millisecond, which Node applies as each answer finishes.
 * - one a browser opened ahead of need and never used is not "idle" to Node. Those are closed
 *   here: the connections that have not carried a single request.
 * Connections are tracked as they open; a request costs one insertion into a WeakSet.
 */
export const connectionDraining = fp(async (app: FastifyInstance) => {
  const open = new Set<Socket>();
  const used = new WeakSet<Socket>();

  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => used.add(request.socket));

  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = 1;
    app.server.closeIdleConnections();
    for (const socket of open) if (!used.has(socket)) socket.destroy();
  });
});
