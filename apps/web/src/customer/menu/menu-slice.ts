import type { Pizza } from '@chulo/api-client';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** The menu as the screens show it; `pizzas` stay while it loads again (the order page's second load, SPEC §7). */
export interface MenuState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  pizzas: Pizza[];
  error: string;
  /** Loaded and not on screen yet: the first script's load, which the menu's first showing takes over. */
  fresh: boolean;
}

export const menuActions = {
  load: () => ({ type: 'menu/load' }) as const,
  loaded: (pizzas: Pizza[]) => ({ type: 'menu/loaded', pizzas }) as const,
  failed: (error: string) => ({ type: 'menu/failed', error }) as const,
  /** The menu screen showed it: the next visit loads it afresh. */
  shown: () => ({ type: 'menu/shown' }) as const,
  /** The kitchen changed a pizza (sold out, price). */
  pizzaChanged: (pizza: Pizza) => ({ type: 'menu/pizzaChanged', pizza }) as const,
};

export type MenuAction = ActionsOf<typeof menuActions>;

const initialState: MenuState = { status: 'idle', pizzas: [], error: '', fresh: false };

export function menuReducer(state = initialState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'menu/load':
      return { ...state, status: 'loading', error: '' };
    case 'menu/loaded':
      return { status: 'loaded', pizzas: action.pizzas, error: '', fresh: true };
    case 'menu/shown':
      return { ...state, fresh: false };
    case 'menu/failed':
      return { ...state, status: 'error', error: action.error };
    case 'menu/pizzaChanged':
      return { ...state, pizzas: state.pizzas.map((pizza) => (pizza.id === action.pizza.id ? action.pizza : pizza)) };
    default:
      return state;
  }
}

export const selectMenu = (state: RootState) => state.menu;

/** A pizza of the menu, if the menu has it. */
export const selectPizza = (pizzaId: number) => (state: RootState) => state.menu.pizzas.find(({ id }) => id === pizzaId);

/** A pizza's ingredients for the order page: null while the menu is still to come, none if it could not. */
export function selectIngredients(pizzaId: number) {
  return ({ menu }: RootState): string[] | null => {
    const pizza = menu.pizzas.find(({ id }) => id === pizzaId);
    if (pizza) return pizza.ingredients;
    return menu.status === 'idle' || menu.status === 'loading' ? null : [];
  };
}

export const isMenuOutcome = (action: AppAction): action is ReturnType<(typeof menuActions)['loaded' | 'failed']> =>
  action.type === 'menu/loaded' || action.type === 'menu/failed';
