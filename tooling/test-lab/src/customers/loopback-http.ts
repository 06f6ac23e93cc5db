import http, { type IncomingHttpHeaders } from 'node:http';

export interface LoopbackRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A request still unanswered after this long fails, as a network error would. */
  timeoutMs?: number;
}

export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  json: any;
}

/**
 * One request on a connection of its own from `localAddress` (any of 127.0.0.0/8): to a server or
 * balancer on this machine it comes from another client, as if from another customer's phone.
 * Rejects when the connection fails or is cut before the whole answer arrived.
 */
export function requestFrom(localAddress: string, url: string, { method = 'GET', headers = {}, body, timeoutMs = 30_000 }: LoopbackRequest = {}): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent: false, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('error', reject);
      response.once('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: text ? JSON.parse(text) : null });
        } catch {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: text });
        }
      });
    });
    request.once('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.once('error', reject);
    request.end(body);
  });
}

/**
 * The n-th customer's own loopback address, from 127.1.0.0 on: each customer is a client of its own to
 * the rate limits, as real customers are. Leaves 127.0.0.0/16 to the tests' named clients.
 */
export function customerAddress(n: number): string {
  if (n < 0 || n >= 254 * 65_536) throw new Error(`no loopback address for customer ${n}`);
  return `127.${1 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}
