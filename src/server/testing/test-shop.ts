import { buildShop, type Shop } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';

export interface RunningShop extends Shop {
  baseUrl: string;
  close(): Promise<void>;
}

/** The real server on a loopback port, configured as production is, but for the given database. */
export async function startTestShop(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningShop> {
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT: 'off', WEB_ROOT: '/nonexistent', ...env, DATABASE_URL: databaseUrl });
  const shop = await buildShop(config);
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...shop, baseUrl: address, close: () => shop.app.close() };
}

/** JSON over real HTTP, as a browser or a script would send it. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}
