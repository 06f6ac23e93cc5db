import type { SseClient } from '@chulo/test-lab';

/** Resolves when the server ends the stream; rejects when it is still open after `withinMs`, which a test then fails on. */
export function endsSoon(stream: SseClient, withinMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stream was still open after ${withinMs} ms`)), withinMs);
    void stream.closed.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
