import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSignedOut, type StaffOrder, type Unsubscribe } from '@chulo/api-client';
import { followOrders, getOpenOrders } from '@chulo/api-client/staff';
import { api } from '../../lib/api-client.ts';
import { currentSession, forgetSession, signInPath } from '../api/staff-session.ts';
import { openBoard, updateBoard } from './kitchen-board.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** After the server refused the stream (it was restarting, or the session ended), try again this soon. */
const RETRY_MS = 3_000;

/**
 * The board, live: starts from the loader's list, follows `/api/staff/events`,
 * and fetches the whole list again on every (re)connect so nothing missed while
 * away is lost. Ends on the sign-in screen when the session does.
 */
export function useKitchenBoard(initialOrders: readonly StaffOrder[]) {
  const [board, dispatch] = useReducer(updateBoard, initialOrders, openBoard);
  const [feed, setFeed] = useState<FeedState>('connecting');
  const eventCount = useRef(0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);

  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);

  useEffect(() => {
    let unfollow: Unsubscribe | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const toSignIn = () => {
      forgetSession();
      navigate(signInPath(here.current));
    };

    const refresh = async () => {
      const since = eventCount.current;
      try {
        const orders = await getOpenOrders(api);
        if (!stopped) dispatch({ type: 'listed', orders, since, at: Date.now() });
      } catch (error) {
        // Any other failure is logged by the client; the next connect lists again.
        if (isSignedOut(error) && !stopped) toSignIn();
      }
    };

    const reconnect = async () => {
      forgetSession();
      const signedIn = await currentSession().then(
        (session) => session !== null,
        () => true, // The server is away, not the session: keep trying.
      );
      if (stopped) return;
      if (signedIn) connect();
      else toSignIn();
    };

    function connect() {
      unfollow = followOrders(api, {
        onReady() {
          setFeed('live');
          void refresh();
        },
        onOrder(order) {
          eventCount.current += 1;
          dispatch({ type: 'received', order, seq: eventCount.current, at: Date.now() });
        },
        // A dropped connection is tried again by the client.
        onDrop: () => setFeed('reconnecting'),
        // A refused one (401, 5xx) is not: ask whether the session is still there, then connect again or sign in.
        onEnd() {
          setFeed('reconnecting');
          retry = setTimeout(() => void reconnect(), RETRY_MS);
        },
      });
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      unfollow?.();
    };
  }, [navigate]);

  /** An order as a change made here left it (the event may come later, or not at all while offline). */
  const receive = useCallback((order: StaffOrder) => {
    eventCount.current += 1;
    dispatch({ type: 'received', order, seq: eventCount.current, at: Date.now() });
  }, []);

  return { board, feed, receive };
}
