/**
 * A loader's work that main.tsx can start before the app has arrived, for the screen
 * being opened. The loader's next run for the same key takes over the work under way
 * instead of starting it again; later runs load afresh.
 */
export function preloadable<T>(load: (key: string) => Promise<T>) {
  let started: { key: string; result: Promise<T> } | undefined;
  return {
    preload(key: string): void {
      started = { key, result: load(key) };
    },
    load(key: string): Promise<T> {
      const result = started?.key === key ? started.result : load(key);
      started = undefined;
      return result;
    },
  };
}
