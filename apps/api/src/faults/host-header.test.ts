import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/test-shop.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * `head` exactly as written (a client may send any Host, or none), on a connection of its own,
 * which the server closes once it has answered (`Connection: close`): left open meanwhile, as a
 * browser's is, so that a page rendered slowly is not taken for one its client has left.
 */
function sendHead(baseUrl: string, head: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const [top = '', body = ''] = [answer.slice(0, answer.indexOf('\r\n\r\n')), answer.slice(answer.indexOf('\r\n\r\n') + 4)];
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const request = (path: string, headerLines: string[], version = '1.1') =>
  [`GET ${path} HTTP/${version}`, ...headerLines, 'Connection: close', '', ''].join('\r\n');

function expectRefusedInTheEnvelope(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBe(400);
  expect(JSON.parse(answer.body), what).toEqual({ status: 'fail', message: expect.stringMatching(/host/) });
  expect(answer.headers['content-security-policy'], what).toBeTruthy();
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
}

describe('the host a request names', () => {
  // Behind a load balancer, whose X-Forwarded-Host the server believes; no PUBLIC_URL.
  const { shop } = useTestShop('sqlite', { webApp: true, env: { TRUST_PROXY: '1' } });

  it('refuses a host that cannot be one with 400 in the envelope, pages, the menu and the staff API alike', async () => {
    const hosts = ['"quoted"', '<evil>', '', '127.0.0.1@evil.example', 'a b', 'chulo.example/menu', 'chulo.example:port'];
    for (const path of ['/menu', '/order/K7M2P9QX', '/api/menu', '/api/order/K7M2P9QX']) {
      for (const host of hosts) expectRefusedInTheEnvelope(await sendHead(shop.baseUrl, request(path, [`Host: ${host}`])), `${path} at ${host}`);
    }
    const signIn = await sendHead(shop.baseUrl, request('/api/staff/login', ['Host: <evil>', 'Origin: http://<evil>']).replace('GET', 'POST'));
    expectRefusedInTheEnvelope(signIn, 'a sign-in');
  });

  it("refuses a trusted proxy's forwarded host that cannot be one", async () => {
    const forwarded = await sendHead(shop.baseUrl, request('/menu', ['Host: chulo.example', 'X-Forwarded-Host: 127.0.0.1@evil.example']));
    expectRefusedInTheEnvelope(forwarded, 'X-Forwarded-Host');
  });

  it('answers an HTTP/1.1 request that names no host in the envelope, with the security headers', async () => {
    expectRefusedInTheEnvelope(await sendHead(shop.baseUrl, request('/menu', [])), 'no Host');
    expectRefusedInTheEnvelope(await sendHead(shop.baseUrl, request('/api/menu', [])), 'no Host, the menu');
    // HTTP/1.0 had no Host: its requests are answered.
    expect((await sendHead(shop.baseUrl, request('/api/menu', [], '1.0'))).status).toBe(200);
  });

  it('renders a page from no host a client names: its links come from PUBLIC_URL alone', async () => {
    for (const headerLines of [['Host: evil.example'], ['Host: chulo.example', 'X-Forwarded-Host: evil.example'], ['Host: [::1]:3000']]) {
      const page = await sendHead(shop.baseUrl, request('/menu', headerLines));
      expect(page.status, headerLines.join()).toBe(200);
      // The stand-in renderer writes the host of the request it was given and the origin it was lent.
      expect(page.body, headerLines.join()).toContain('rendered at rendering.invalid for null');
      expect(page.body, headerLines.join()).not.toContain('evil.example');
    }
  });
});

describe('the host of a shop with a public address', () => {
  const { shop } = useTestShop('sqlite', { webApp: true, env: { PUBLIC_URL: 'https://chulo.example' } });

  it('lends its pages PUBLIC_URL for their links, whatever the request names', async () => {
    const page = await sendHead(shop.baseUrl, request('/menu', ['Host: evil.example']));
    expect(page.body).toContain('for https://chulo.example<');
    expect(page.body).not.toContain('evil.example');
  });
});
