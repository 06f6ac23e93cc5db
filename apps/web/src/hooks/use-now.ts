import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The time the server rendered the page at, while the browser takes that page over: its first render
 * reads the same clock as the server's, so that a countdown agrees with the page it hydrates.
 */
export const RenderedAt = createContext<number | null>(null);

/** The device's clock, read outside of rendering. */
const clock = () => Date.now();

/** The current time, refreshed every `intervalMs`, so countdowns and ages move on their own. */
export function useNow(intervalMs: number): number {
  const renderedAt = useContext(RenderedAt);
  // Null while the screen shows the server's time: the first tick (or the end of hydration) brings the device's.
  const [now, setNow] = useState(() => (renderedAt === null ? clock() : null));
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now ?? renderedAt ?? clock();
}
