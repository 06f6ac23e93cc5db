import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * When a change removes the focused button (Add to cart becoming quantity controls,
 * a deleted cart line), the browser drops focus to the page's start and a keyboard
 * user must Tab all the way back. This puts focus on `target()` instead, within `area`.
 */
export function useKeepFocus(area: RefObject<HTMLElement | null>, change: unknown, target: (area: HTMLElement) => HTMLElement | null) {
  const previous = useRef(change);
  useLayoutEffect(() => {
    if (previous.current === change) return;
    previous.current = change;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost && area.current) target(area.current)?.focus();
  });
}
