import type { StaffSession } from '@chulo/api-client';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** Who works the kitchen on this page: joins the store with the kitchen (kitchen-feature.ts). */
export interface SessionState {
  /**
   * Who is signed in: undefined until asked, null when signed out. Memory only: the cookie proves
   * who it is, and the CSRF token must never outlive the page.
   */
  session: StaffSession | null | undefined;
  signIn: { signingIn: boolean; error: string; attempts: number };
  signingOut: boolean;
}

export const sessionActions = {
  checkSession: () => ({ type: 'kitchen/checkSession' }) as const,
  sessionFound: (session: StaffSession | null) => ({ type: 'kitchen/sessionFound', session }) as const,
  sessionFailed: (error: string) => ({ type: 'kitchen/sessionFailed', error }) as const,
  /** `next`: the kitchen page to go on to. */
  signIn: (username: string, password: string, next: string | null) => ({ type: 'kitchen/signIn', username, password, next }) as const,
  signInFailed: (error: string) => ({ type: 'kitchen/signInFailed', error }) as const,
  signOut: () => ({ type: 'kitchen/signOut' }) as const,
  signOutFailed: () => ({ type: 'kitchen/signOutFailed' }) as const,
};

export type SessionAction = ActionsOf<typeof sessionActions>;

const initialState: SessionState = {
  session: undefined,
  signIn: { signingIn: false, error: '', attempts: 0 },
  signingOut: false,
};

export function sessionReducer(state = initialState, action: AppAction): SessionState {
  switch (action.type) {
    case 'kitchen/sessionFound':
      return {
        session: action.session,
        signIn: action.session ? initialState.signIn : { ...state.signIn, signingIn: false },
        signingOut: false,
      };
    case 'kitchen/signIn':
      return { ...state, signIn: { ...state.signIn, signingIn: true, error: '' } };
    case 'kitchen/signInFailed':
      return { ...state, signIn: { signingIn: false, error: action.error, attempts: state.signIn.attempts + 1 } };
    case 'kitchen/signOut':
      return { ...state, signingOut: true };
    case 'kitchen/signOutFailed':
      return { ...state, signingOut: false };
    default:
      return state;
  }
}

/** The end of asking who is signed in, for the loaders that wait on it. */
export const isSessionOutcome = (action: AppAction): action is ReturnType<(typeof sessionActions)['sessionFound' | 'sessionFailed']> =>
  action.type === 'kitchen/sessionFound' || action.type === 'kitchen/sessionFailed';

export const selectSessionState = (state: RootState): SessionState => state.staffSession ?? initialState;

/** The session, if it is still good. */
export const selectSession = (state: RootState): StaffSession | null => {
  const { session } = selectSessionState(state);
  return session && session.expiresAt > Date.now() ? session : null;
};
