import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** The new-order sound: wanted (remembered on this device), and allowed by the browser yet. */
export interface ChimeState {
  wanted: boolean;
  unlocked: boolean;
}

export const chimeActions = {
  soundPreferred: (wanted: boolean) => ({ type: 'kitchen/soundPreferred', wanted }) as const,
  toggleSound: () => ({ type: 'kitchen/toggleSound' }) as const,
  /** A first tap or key press: the browser may let the page make sound now. */
  unlockSound: () => ({ type: 'kitchen/unlockSound' }) as const,
  soundUnlocked: (unlocked: boolean) => ({ type: 'kitchen/soundUnlocked', unlocked }) as const,
};

export type ChimeAction = ActionsOf<typeof chimeActions>;

const initialState: ChimeState = { wanted: true, unlocked: false };

export function chimeReducer(state = initialState, action: AppAction): ChimeState {
  switch (action.type) {
    case 'kitchen/soundPreferred':
      return { ...state, wanted: action.wanted };
    case 'kitchen/toggleSound':
      return { ...state, wanted: !state.wanted };
    case 'kitchen/soundUnlocked':
      return { ...state, unlocked: action.unlocked };
    default:
      return state;
  }
}

export const selectChime = (state: RootState): ChimeState => state.chime ?? initialState;
