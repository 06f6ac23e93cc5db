import type { BusySpellRequest, KitchenPacing, OrdersPauseRequest } from '@chulo/api-client/contract';
import { pacingAt } from '@chulo/domain';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** Which part of the pace a change is about: the busy spell, or the pause of online orders. */
export type PacePart = 'busy' | 'pause';

/**
 * The kitchen's pace on the board: as the server last told it (the staff feed's `pacing` event, or the
 * answer to a change made here), the change under way, and why the last one failed. Joins the store
 * with the kitchen (kitchen-feature.ts).
 */
export interface PacingState {
  /** Null until the board's feed has told it. */
  pacing: KitchenPacing | null;
  saving: PacePart | null;
  error: string;
}

export const pacingActions = {
  /** The board's feed told the pace: another member of staff's change, or the pace as the feed (re)connects. */
  received: (pacing: KitchenPacing) => ({ type: 'pacing/received', pacing }) as const,
  /** The server answered a change made here with the pace as it now holds. */
  changed: (pacing: KitchenPacing) => ({ type: 'pacing/changed', pacing }) as const,
  markBusy: (spell: BusySpellRequest) => ({ type: 'pacing/markBusy', spell }) as const,
  endBusy: () => ({ type: 'pacing/endBusy' }) as const,
  pauseOnlineOrders: (pause: OrdersPauseRequest) => ({ type: 'pacing/pauseOnlineOrders', pause }) as const,
  resumeOnlineOrders: () => ({ type: 'pacing/resumeOnlineOrders' }) as const,
  failed: (error: string) => ({ type: 'pacing/failed', error }) as const,
};

export type PacingAction = ActionsOf<typeof pacingActions>;

/** Each change, with the part of the pace it is about. */
export const PACE_CHANGES = {
  'pacing/markBusy': 'busy',
  'pacing/endBusy': 'busy',
  'pacing/pauseOnlineOrders': 'pause',
  'pacing/resumeOnlineOrders': 'pause',
} as const satisfies Record<string, PacePart>;

export type PaceChange = Extract<PacingAction, { type: keyof typeof PACE_CHANGES }>;

const initialState: PacingState = { pacing: null, saving: null, error: '' };

export function pacingReducer(state = initialState, action: AppAction): PacingState {
  switch (action.type) {
    case 'pacing/received':
      return { ...state, pacing: action.pacing };
    case 'pacing/changed':
      return { ...state, pacing: action.pacing, saving: null };
    case 'pacing/markBusy':
    case 'pacing/endBusy':
    case 'pacing/pauseOnlineOrders':
    case 'pacing/resumeOnlineOrders':
      return { ...state, saving: PACE_CHANGES[action.type], error: '' };
    case 'pacing/failed':
      return { ...state, saving: null, error: action.error };
    default:
      return state;
  }
}

export const selectPacing = (state: RootState): PacingState => state.pacing ?? initialState;

/** What holds at `now` of the pace the server told, its instants as epoch milliseconds (@chulo/domain's `pacingAt`). */
export function paceAt(pacing: KitchenPacing | null, now: number) {
  if (!pacing) return { busy: null, pause: null };
  const { busy, pause } = pacing;
  return pacingAt(
    {
      busy: busy && { ...busy, until: Date.parse(busy.until) },
      pause: pause && { ...pause, until: pause.until === null ? null : Date.parse(pause.until) },
    },
    now,
  );
}
