import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/test-shop.ts';

/** Sends `head` as it is, on a connection of its own, and answers the status line and body that came back. */
function sendBytes(baseUrl: string, head: string): Promise<{ statusLine: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.end(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const answer = Buffer.concat(chunks).toString();
      resolve({ statusLine: answer.split('\r\n')[0] ?? '', body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('HTTP parsing', () => {
  const { shop } = useTestShop('sqlite');

  it('refuses a request that names its host twice, and answers one that names it once', async () => {
    const twice = await sendBytes(shop.baseUrl, 'GET /api/menu HTTP/1.1\r\nHost: chulo.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(twice.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(twice.body)).toEqual({ status: 'fail', message: 'This request names its host more than once' });
    const once = await sendBytes(shop.baseUrl, 'GET /api/menu HTTP/1.1\r\nHost: chulo.example\r\nConnection: close\r\n\r\n');
    expect(once.statusLine).toBe('HTTP/1.1 200 OK');
  });
});
