import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHaproxy, HAPROXY_PATH } from '@chulo/haproxy';
import { keepOutput } from '../server/child-output.ts';
import { type Backend, BACKEND, haproxyConfig } from './haproxy-config.ts';
import { freePort, trackChild } from '../server/server-process.ts';
import { waitFor } from '../wait-for.ts';

const STOP_GRACE_MS = 5_000;

/** What HAProxy knows of one instance: whether its health checks pass, and how many requests it was sent. */
export interface BackendState {
  name: string;
  /** HAProxy's words: UP, DOWN, or on the way ('UP 1/2', 'DOWN 1/2'). */
  status: string;
  /** Requests HAProxy sent it since it started (the statistics' `stot`), whichever process ran as it. */
  requests: number;
}

/** Debian's HAProxy in front of the given instances, on a free loopback port. */
export interface LoadBalancer {
  baseUrl: string;
  /** What HAProxy printed so far: instances going down and up, failures. */
  output(): string;
  backends(): Promise<BackendState[]>;
  /** Waits until HAProxy's health checks have `name` fully UP or DOWN. */
  waitUntil(name: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Points `name` at another port, as service discovery would for a restarted instance, through HAProxy's runtime API. */
  repoint(name: string, port: number): Promise<void>;
  stop(): Promise<void>;
}

/** One command of HAProxy's runtime API; resolves with its answer. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.setTimeout(5_000, () => connection.destroy(new Error(`HAProxy did not answer ${command}`)));
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.once('error', reject);
    connection.once('close', () => resolve(answer));
  });
}

/** The server rows of `show stat`, HAProxy's statistics as CSV with a header line. */
function backendStates(csv: string): BackendState[] {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const column = (name: string) => columns.indexOf(name);
  return lines
    .map((line) => line.split(','))
    .filter((row) => row[column('pxname')] === BACKEND && !['FRONTEND', 'BACKEND'].includes(row[column('svname')]!))
    .map((row) => ({ name: row[column('svname')]!, status: row[column('status')]!, requests: Number(row[column('stot')]) }));
}

/**
 * Starts HAProxy (installed from Debian's packages first when missing) in front of `backends`, and
 * resolves once every one of them passes its health checks. It is killed with this process, however
 * this process ends: by trackChild, and by the kernel (`setpriv --pdeathsig`) even when it is SIGKILLed.
 */
export async function startLoadBalancer(backends: readonly Backend[]): Promise<LoadBalancer> {
  ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'pizza-haproxy-'));
  const adminSocket = join(dir, 'admin.sock');
  const configFile = join(dir, 'haproxy.cfg');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(configFile, haproxyConfig({ port, adminSocket, backends }));
    const child = trackChild(
      spawn('setpriv', ['--pdeathsig', 'KILL', '--', HAPROXY_PATH, '-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const output = keepOutput(child);
    let gone = false;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => (gone = true));
    const stopProcess = async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    };

    const runtime = (command: string) => runtimeCommand(adminSocket, command);
    const balancer: LoadBalancer = {
      baseUrl: `http://127.0.0.1:${port}`,
      output,
      backends: async () => backendStates(await runtime('show stat')),
      async waitUntil(name, status, timeoutMs = 15_000) {
        await waitFor(
          `HAProxy to see ${name} ${status}`,
          async () => (await balancer.backends()).find((backend) => backend.name === name)?.status === status,
          { timeoutMs, intervalMs: 50 },
        ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${output()}`, { cause: error })));
      },
      async repoint(name, newPort) {
        const answer = await runtime(`set server ${BACKEND}/${name} addr 127.0.0.1 port ${newPort}`);
        if (!/changed|no need to change/.test(answer)) throw new Error(`HAProxy refused to point ${name} at port ${newPort}: ${answer}`);
      },
      async stop() {
        await stopProcess();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    try {
      await waitFor('HAProxy to start', async () => gone || (await balancer.backends()).length === backends.length, { timeoutMs: 10_000 });
      if (gone) throw new Error(`HAProxy exited on start:\n${output()}`);
      for (const { name } of backends) await balancer.waitUntil(name, 'UP');
      return balancer;
    } catch (error) {
      await stopProcess();
      // Another process took the port between our probe and HAProxy's bind: try another one.
      if (attempt < 3 && output().includes('cannot bind socket')) continue;
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }
}
