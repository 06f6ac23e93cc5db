import { connect, type Socket } from 'node:net';

/** What came back on a raw connection before the server closed it, and when it closed. */
export interface RawExchange {
  /** The status line, e.g. `HTTP/1.1 408 Request Timeout`. */
  statusLine: string;
  head: string;
  body: string;
  /** From the connection's opening to the server's closing it. */
  afterMs: number;
}

/**
 * A client as slow as an attacker makes it: it opens a connection to `baseUrl`, writes `parts`
 * one after another with `pauseMs` between them (for as long as the server keeps it open), and
 * answers what came back once the server closed the connection. Gives up after `giveUpMs`.
 */
export function slowClient(baseUrl: string, parts: string[], { pauseMs = 200, giveUpMs = 60_000 } = {}): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port) });
    const opened = Date.now();
    const chunks: Buffer[] = [];
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      clearTimeout(giveUp);
      const answer = Buffer.concat(chunks).toString();
      const [head = '', ...body] = answer.split('\r\n\r\n');
      resolve({ statusLine: head.split('\r\n')[0] ?? '', head, body: body.join('\r\n\r\n'), afterMs: Date.now() - opened });
    });
    socket.once('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((wake) => setTimeout(wake, pauseMs));
      }
    });
  });
}

/** A request's head written a header at a time: each element one line. */
export function trickledHeaders(path: string, lines = 200): string[] {
  return [`GET ${path} HTTP/1.1\r\n`, 'Host: chulo.example\r\n', ...Array.from({ length: lines }, (_, n) => `X-Slow-${n}: ${n}\r\n`)];
}

/** A POST whose head arrives at once and whose JSON body then comes a character at a time. */
export function trickledBody(path: string, body: unknown): string[] {
  const json = JSON.stringify(body);
  const head = `POST ${path} HTTP/1.1\r\nHost: chulo.example\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n`;
  return [head, ...json];
}
