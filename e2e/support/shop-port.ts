import { createServer } from 'node:net';
import { freePort } from '@chulo/test-lab';
import { portHolders } from './port-holder.ts';

/** The browser tests' port unless E2E_PORT names another. */
const USUAL_PORT = 3210;

/** Whether the server could listen on `port` where it will: 127.0.0.1. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Who holds `port`, and how to free it, in words. */
function heldBy(port: number): string {
  const holders = portHolders(port);
  if (holders === null) return `another process (\`lsof -nP -iTCP:${port} -sTCP:LISTEN\` names it; stop it to free the port)`;
  if (holders.length === 0) return `a process this user cannot look into (\`sudo ss -ltnp 'sport = :${port}'\` names it)`;
  const named = holders.map(({ pid, command }) => `pid ${pid} (${command})`).join(', ');
  return `${named}; if that is left over from an earlier run, \`kill ${holders.map(({ pid }) => pid).join(' ')}\` frees it`;
}

/**
 * The port of the shop the browser tests drive, checked before Playwright starts the server there, so
 * that a port in use is reported with the process that holds it rather than as Playwright's bare
 * "already used" (or, when the holder does not answer HTTP, as a server that could not start).
 * E2E_PORT (`requested`) must be free; without it, the usual port, or a free one when the usual port is taken.
 */
export async function chooseShopPort(requested: string | undefined): Promise<number> {
  if (requested !== undefined && requested !== '') {
    const port = Number(requested);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`E2E_PORT=${requested} is not a port number`);
    if (!(await canListen(port))) {
      throw new Error(`Port ${port} (E2E_PORT) is in use by ${heldBy(port)}. Or choose another port: E2E_PORT=<port> pnpm test`);
    }
    return port;
  }
  if (await canListen(USUAL_PORT)) return USUAL_PORT;
  const port = await freePort();
  console.warn(`e2e: port ${USUAL_PORT} is in use by ${heldBy(USUAL_PORT)}. This run uses port ${port}.`);
  return port;
}
