import { type ChildProcess, fork } from 'node:child_process';
import { trackChild } from '@chulo/test-lab';
import { BENCH_DIR } from './packages.ts';
import type { WatcherCommand, WatcherReply } from './watcher-protocol.ts';

type ReplyOf<T extends WatcherReply['type']> = Extract<WatcherReply, { type: T }>;

/** Waits for the next reply of one type from a watcher process, for a bounded time. */
function nextReply<T extends WatcherReply['type']>(child: ChildProcess, type: T, timeoutMs: number): Promise<ReplyOf<T>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WatcherReply) => {
      if (message.type !== type) return;
      done();
      resolve(message as ReplyOf<T>);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`a watcher process exited (${code}) while waiting for '${type}'`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no '${type}' from a watcher process within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Customers watching their orders, spread over a few processes so the client side is never the bottleneck. */
export class WatcherPool {
  readonly #children: ChildProcess[];

  private constructor(children: ChildProcess[]) {
    this.#children = children;
  }

  static async start(processes: number): Promise<WatcherPool> {
    const children = Array.from({ length: processes }, () =>
      trackChild(fork('lib/sse-watchers.ts', [], { cwd: BENCH_DIR, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })),
    );
    await Promise.all(children.map((child) => nextReply(child, 'ready', 30_000)));
    return new WatcherPool(children);
  }

  #send(child: ChildProcess, command: WatcherCommand): void {
    child.send(command);
  }

  /** Opens one stream per id (spread round-robin over the processes); resolves once every stream had its first event. */
  async open(baseUrl: string, ids: readonly string[], awaited: { field: string; value: unknown } | null, timeoutMs = 300_000) {
    const replies = await Promise.all(
      this.#children.map((child, index) => {
        const share = ids.filter((_, i) => i % this.#children.length === index);
        const answer = nextReply(child, 'opened', timeoutMs);
        this.#send(child, { type: 'open', baseUrl, ids: share, concurrency: 100, awaited });
        return answer;
      }),
    );
    return {
      opened: replies.reduce((sum, r) => sum + r.opened, 0),
      failed: replies.reduce((sum, r) => sum + r.failed, 0),
      firstError: replies.find((r) => r.firstError)?.firstError ?? null,
    };
  }

  async report(): Promise<{ arrivals: Map<string, number>; events: number; unexpectedCloses: number }> {
    const replies = await Promise.all(
      this.#children.map((child) => {
        const answer = nextReply(child, 'report', 30_000);
        this.#send(child, { type: 'report' });
        return answer;
      }),
    );
    return {
      arrivals: new Map(replies.flatMap((r) => r.arrivals)),
      events: replies.reduce((sum, r) => sum + r.events, 0),
      unexpectedCloses: replies.reduce((sum, r) => sum + r.unexpectedCloses, 0),
    };
  }

  /** Closes `count` of the oldest streams on purpose, spread over the processes. */
  async drop(count: number): Promise<number> {
    const replies = await Promise.all(
      this.#children.map((child, index) => {
        const answer = nextReply(child, 'dropped', 30_000);
        const share = Math.floor(count / this.#children.length) + (index < count % this.#children.length ? 1 : 0);
        this.#send(child, { type: 'drop', count: share });
        return answer;
      }),
    );
    return replies.reduce((sum, r) => sum + r.dropped, 0);
  }

  async close(): Promise<void> {
    await Promise.all(
      this.#children.map(async (child) => {
        if (!child.connected) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        this.#send(child, { type: 'close' });
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
