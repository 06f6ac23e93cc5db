import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActionsOf } from '../store/actions.ts';
import { useAppDispatch } from '../store/hooks.ts';

export const screenActions = {
  /** The screen at `path` is on the page: whatever the screen before showed is gone. */
  shown: (path: string) => ({ type: 'screen/shown', path }) as const,
};

export type ScreenAction = ActionsOf<typeof screenActions>;

/**
 * Tells the sagas each time the layout has put a screen on the page. A flow that navigates waits
 * for it before it changes what the screen it leaves shows: the router's `navigate` settles before
 * React has rendered the new screen (a transition), and a change in between would show on the old
 * one. Reported before the browser paints, so what the flow changes then never shows for a frame.
 */
export function useReportScreens(): void {
  const { key, pathname } = useLocation();
  const dispatch = useAppDispatch();
  // By the location's key: every navigation shows a screen, even one to the address already open.
  useLayoutEffect(() => void dispatch(screenActions.shown(pathname)), [dispatch, key, pathname]);
}
