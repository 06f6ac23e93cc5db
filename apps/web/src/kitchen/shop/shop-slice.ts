import type { ShopSettings, ShopSettingsChange } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';
import type { Position } from '../../user/geolocation.ts';

/** The parts of the shop's settings, each saved on its own. */
export type ShopPart = keyof ShopSettings;

export interface ShopState {
  settings: ShopSettings | null;
  /** Each part's save: on its way, just done, or refused with the server's words. */
  parts: Partial<Record<ShopPart, { saving: boolean; saved: boolean; error: string }>>;
  /** This device's position, asked for to put the shop's position in the delivery area. */
  here: { locating: boolean; position: Position | null; error: string };
}

export const shopActions = {
  load: () => ({ type: 'shop/load' }) as const,
  loaded: (settings: ShopSettings) => ({ type: 'shop/loaded', settings }) as const,
  loadFailed: (error: string) => ({ type: 'shop/loadFailed', error }) as const,
  save: <Part extends ShopPart>(part: Part, value: ShopSettings[Part]) => ({ type: 'shop/save', part, change: { [part]: value } as ShopSettingsChange }) as const,
  saved: (part: ShopPart, settings: ShopSettings) => ({ type: 'shop/saved', part, settings }) as const,
  saveFailed: (part: ShopPart, error: string) => ({ type: 'shop/saveFailed', part, error }) as const,
  locate: () => ({ type: 'shop/locate' }) as const,
  located: (position: Position) => ({ type: 'shop/located', position }) as const,
  locateFailed: (error: string) => ({ type: 'shop/locateFailed', error }) as const,
};

export type ShopAction = ActionsOf<typeof shopActions>;

const initialState: ShopState = { settings: null, parts: {}, here: { locating: false, position: null, error: '' } };

export function shopReducer(state = initialState, action: AppAction): ShopState {
  switch (action.type) {
    case 'shop/loaded':
      return { ...state, settings: action.settings, parts: {} };
    case 'shop/save':
      return { ...state, parts: { ...state.parts, [action.part]: { saving: true, saved: false, error: '' } } };
    case 'shop/saved':
      return { ...state, settings: action.settings, parts: { ...state.parts, [action.part]: { saving: false, saved: true, error: '' } } };
    case 'shop/saveFailed':
      return { ...state, parts: { ...state.parts, [action.part]: { saving: false, saved: false, error: action.error } } };
    case 'shop/locate':
      return { ...state, here: { ...state.here, locating: true, error: '' } };
    case 'shop/located':
      return { ...state, here: { locating: false, position: action.position, error: '' } };
    case 'shop/locateFailed':
      return { ...state, here: { ...state.here, locating: false, error: action.error } };
    default:
      return state;
  }
}

export const isShopOutcome = (action: AppAction): action is ReturnType<(typeof shopActions)['loaded' | 'loadFailed']> =>
  action.type === 'shop/loaded' || action.type === 'shop/loadFailed';

export const selectShop = (state: RootState): ShopState => state.shop ?? initialState;
export const selectShopPart = (part: ShopPart) => (state: RootState) => selectShop(state).parts[part] ?? { saving: false, saved: false, error: '' };
