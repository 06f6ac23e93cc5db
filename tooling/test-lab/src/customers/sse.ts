/** Reads a Server-Sent Events stream as a browser's EventSource would, for tests and benchmarks. */
export interface SseClient {
  events: { event: string; data: any }[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: { event: string; data: any }) => boolean, timeoutMs?: number): Promise<{ event: string; data: any }>;
  close(): void;
  closed: Promise<void>;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`SSE ${url} answered ${response.status}`);
  const events: { event: string; data: any }[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const closed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) {
            events.push({ event, data: JSON.parse(data) });
            for (const wake of waiters) wake();
          }
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    closed,
    close: () => abort.abort(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}
