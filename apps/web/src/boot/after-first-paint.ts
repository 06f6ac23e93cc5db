/**
 * Runs `then` once the page's first content is on the screen: the browser's first-contentful-paint
 * entry, which it records once that frame is shown, not only drawn. Where the browser records no paint
 * entries, after the first frame (a frame's callback runs before its paint; a task it starts, after).
 */
export function afterFirstPaint(then: () => void): void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    then();
  });
  painted.observe({ type: 'paint', buffered: true });
}
