import { type LoadBalancer, startLoadBalancer } from './load-balancer.ts';
import { type ServerProcess, type ServerProcessOptions, startServerProcess } from '../server/server-process.ts';

/** Several instances of the server on one PostgreSQL database, behind HAProxy, as README's "Running at scale" runs them. */
export interface BalancedShop {
  /** The balancer's address: where customers and staff send everything. */
  baseUrl: string;
  balancer: LoadBalancer;
  /** HAProxy's names of the instances, in the order they were started. */
  names: readonly string[];
  /** The process running as `name` now (another one after each restart). */
  instance(name: string): ServerProcess;
  /** SIGKILLs `name`, as a crash or the kernel's OOM killer would, and resolves once it is gone. */
  kill(name: string): Promise<void>;
  /** Starts `name` again (stopping it first if it still runs) on a new port; resolves once HAProxy's health checks send it traffic again. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `count` instances together on `options.databaseUrl` (a deploy starts them at once) and
 * HAProxy in front of them. Give the instances TRUST_PROXY (one hop: the balancer) in `options.env`.
 */
export async function startBalancedShop(options: ServerProcessOptions, count = 2): Promise<BalancedShop> {
  const names = Array.from({ length: count }, (_, index) => String.fromCharCode(97 + index));
  const started = await Promise.allSettled(names.map(() => startServerProcess(options)));
  const instances = new Map(started.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [[names[index]!, outcome.value] as const] : [])));
  const stopInstances = () => Promise.all([...instances.values()].map((server) => server.stop()));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopInstances();
    throw failed.reason;
  }
  let balancer: LoadBalancer;
  try {
    balancer = await startLoadBalancer([...instances].map(([name, server]) => ({ name, port: server.port })));
  } catch (error) {
    await stopInstances();
    throw error;
  }

  const instance = (name: string) => {
    const server = instances.get(name);
    if (!server) throw new Error(`no instance ${name}; the instances are ${names.join(', ')}`);
    return server;
  };
  return {
    baseUrl: balancer.baseUrl,
    balancer,
    names,
    instance,
    async kill(name) {
      const server = instance(name);
      server.signal('SIGKILL');
      await server.exited;
    },
    async restart(name) {
      await instance(name).stop();
      const server = await startServerProcess(options);
      instances.set(name, server);
      await balancer.repoint(name, server.port);
      await balancer.waitUntil(name, 'UP');
    },
    async stop() {
      await balancer.stop();
      await stopInstances();
    },
  };
}
