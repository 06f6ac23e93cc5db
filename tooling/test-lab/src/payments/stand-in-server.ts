import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider's stand-in on loopback: a handler per request, its address, and a way to close it (hung requests included). */
export interface StandInServer {
  origin: string;
  close(): Promise<void>;
}

export type StandInHandler = (request: IncomingMessage, body: string, response: ServerResponse, url: URL) => void | Promise<void>;

export async function startStandInServer(handle: StandInHandler): Promise<StandInServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      Promise.resolve(handle(request, Buffer.concat(chunks).toString('utf8'), response, url)).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The provider's payment page, as a customer meets it: pay, or cancel, each a link back to the shop. */
export function sendPaymentPage(response: ServerResponse, provider: string, amount: string, pay: string, cancel: string): void {
  const page = `<!doctype html><html lang="en"><title>${provider}</title><main><h1>${provider} (stand-in)</h1><p>Pay Rs. ${amount}</p>
<a href="${pay}">Pay with ${provider}</a> <a href="${cancel}">Cancel payment</a></main></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
}
