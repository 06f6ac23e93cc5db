import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On close, Node stops accepting and then waits for every open connection to go away by
 * itself: a keep-alive connection after its last answer, or one a browser opened ahead of
 * need and never used, holds the shutdown (and the database) for as long as the client likes.
 * So once closing, each connection is closed as soon as no request is in flight on it, and
 * every answer still to come tells the client `connection: close`.
 */
export const connectionDraining = fp(async (app: FastifyInstance) => {
  const requestsOn = new Map<Socket, number>();
  const unanswered = new Set<ServerResponse>();
  let closing = false;

  const closeIfIdle = (socket: Socket) => {
    // destroySoon: whatever is still being written goes out first.
    if (closing && requestsOn.get(socket) === 0) socket.destroySoon();
  };

  app.server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    if (!requestsOn.has(socket)) return;
    requestsOn.set(socket, (requestsOn.get(socket) as number) + 1);
    unanswered.add(response);
    response.once('close', () => {
      unanswered.delete(response);
      if (!requestsOn.has(socket)) return;
      requestsOn.set(socket, (requestsOn.get(socket) as number) - 1);
      closeIfIdle(socket);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    for (const socket of requestsOn.keys()) closeIfIdle(socket);
  });
});
