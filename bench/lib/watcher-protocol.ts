/** Messages between a benchmark and its SSE watcher processes (bench/lib/sse-watchers.ts). */
export type WatcherCommand =
  | {
      type: 'open';
      baseUrl: string;
      ids: string[];
      /** Subscriptions being opened at once. */
      concurrency: number;
      /** Records when each order's stream first carries this field with this value. */
      awaited: { field: string; value: unknown } | null;
    }
  | { type: 'report' }
  /** Closes the oldest streams on purpose: customers leaving their order page. */
  | { type: 'drop'; count: number }
  | { type: 'close' };

export type WatcherReply =
  | { type: 'ready' }
  | { type: 'opened'; opened: number; failed: number; firstError: string | null }
  | {
      type: 'report';
      /** Order id and the epoch time (ms, fractional) its awaited update arrived. */
      arrivals: [string, number][];
      events: number;
      /** Streams that ended without being asked to. */
      unexpectedCloses: number;
    }
  | { type: 'dropped'; dropped: number }
  | { type: 'closed' };
