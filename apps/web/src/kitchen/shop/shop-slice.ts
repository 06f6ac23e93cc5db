import type { ShopSettings, ShopSettingsChange } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';
import type { Position } from '../../customer/user/geolocation.ts';

/** The parts of the shop's settings, each saved on its own. */
export type ShopPart = keyof ShopSettings;

export interface ShopSettingsState {
  settings: ShopSettings | null;
  /** Each part's save: on its way, just done, or refused with the server's words. */
  parts: Partial<Record<ShopPart, { saving: boolean; saved: boolean; error: string }>>;
  /** This device's position, asked for to put the shop's position in the delivery area. */
  here: { locating: boolean; position: Position | null; error: string };
}

export const shopSettingsActions = {
  load: () => ({ type: 'shopSettings/load' }) as const,
  loaded: (settings: ShopSettings) => ({ type: 'shopSettings/loaded', settings }) as const,
  loadFailed: (error: string) => ({ type: 'shopSettings/loadFailed', error }) as const,
  save: <Part extends ShopPart>(part: Part, value: ShopSettings[Part]) => ({ type: 'shopSettings/save', part, change: { [part]: value } as ShopSettingsChange }) as const,
  saved: (part: ShopPart, settings: ShopSettings) => ({ type: 'shopSettings/saved', part, settings }) as const,
  saveFailed: (part: ShopPart, error: string) => ({ type: 'shopSettings/saveFailed', part, error }) as const,
  locate: () => ({ type: 'shopSettings/locate' }) as const,
  located: (position: Position) => ({ type: 'shopSettings/located', position }) as const,
  locateFailed: (error: string) => ({ type: 'shopSettings/locateFailed', error }) as const,
};

export type ShopSettingsAction = ActionsOf<typeof shopSettingsActions>;

const initialState: ShopSettingsState = { settings: null, parts: {}, here: { locating: false, position: null, error: '' } };

export function shopSettingsReducer(state = initialState, action: AppAction): ShopSettingsState {
  switch (action.type) {
    case 'shopSettings/loaded':
      return { ...state, settings: action.settings, parts: {} };
    case 'shopSettings/save':
      return { ...state, parts: { ...state.parts, [action.part]: { saving: true, saved: false, error: '' } } };
    case 'shopSettings/saved':
      return { ...state, settings: action.settings, parts: { ...state.parts, [action.part]: { saving: false, saved: true, error: '' } } };
    case 'shopSettings/saveFailed':
      return { ...state, parts: { ...state.parts, [action.part]: { saving: false, saved: false, error: action.error } } };
    case 'shopSettings/locate':
      return { ...state, here: { ...state.here, locating: true, error: '' } };
    case 'shopSettings/located':
      return { ...state, here: { locating: false, position: action.position, error: '' } };
    case 'shopSettings/locateFailed':
      return { ...state, here: { ...state.here, locating: false, error: action.error } };
    default:
      return state;
  }
}

export const isShopSettingsOutcome = (action: AppAction): action is ReturnType<(typeof shopSettingsActions)['loaded' | 'loadFailed']> =>
  action.type === 'shopSettings/loaded' || action.type === 'shopSettings/loadFailed';

export const selectShopSettings = (state: RootState): ShopSettingsState => state.shopSettings ?? initialState;
/** A part not saved yet: one object, so that a screen reading it does not render again for nothing. */
const UNSAVED = { saving: false, saved: false, error: '' } as const;
export const selectShopPart = (part: ShopPart) => (state: RootState) => selectShopSettings(state).parts[part] ?? UNSAVED;
