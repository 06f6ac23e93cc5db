import type { NewPizza, PizzaEdit, StaffPizza } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** What a change is to: the photo, or anything else (details, sold out, retired). */
export type PizzaPart = 'details' | 'photo';

/** A change on its way to one pizza, or why the last one failed, and to what. */
export interface PizzaWork {
  saving: PizzaPart | null;
  failed: { on: PizzaPart; error: string } | null;
}

/** The menu as owners edit it: every pizza, retired ones too, in the menu's order. */
export interface PizzasState {
  pizzas: StaffPizza[];
  work: Record<number, PizzaWork>;
  adding: { busy: boolean; error: string; added: number };
  /** Why the last change of order failed; the list is loaded again as the server has it. */
  orderError: string;
}

export const pizzasActions = {
  load: () => ({ type: 'pizzas/load' }) as const,
  loaded: (pizzas: StaffPizza[]) => ({ type: 'pizzas/loaded', pizzas }) as const,
  loadFailed: (error: string) => ({ type: 'pizzas/loadFailed', error }) as const,
  add: (pizza: NewPizza) => ({ type: 'pizzas/add', pizza }) as const,
  added: (pizza: StaffPizza) => ({ type: 'pizzas/added', pizza }) as const,
  addFailed: (error: string) => ({ type: 'pizzas/addFailed', error }) as const,
  /** Name, ingredients, price, sold out, retired: any of them. */
  change: (pizzaId: number, edit: PizzaEdit) => ({ type: 'pizzas/change', pizzaId, edit }) as const,
  uploadPhoto: (pizzaId: number, photo: File) => ({ type: 'pizzas/uploadPhoto', pizzaId, photo }) as const,
  removePhoto: (pizzaId: number) => ({ type: 'pizzas/removePhoto', pizzaId }) as const,
  /** The server's answer to a change: the pizza as it now is. */
  saved: (pizza: StaffPizza) => ({ type: 'pizzas/saved', pizza }) as const,
  failed: (pizzaId: number, error: string) => ({ type: 'pizzas/failed', pizzaId, error }) as const,
  /** One place up (-1) or down (1) the menu. */
  move: (pizzaId: number, by: -1 | 1) => ({ type: 'pizzas/move', pizzaId, by }) as const,
  ordered: (pizzas: StaffPizza[]) => ({ type: 'pizzas/ordered', pizzas }) as const,
  orderFailed: (error: string) => ({ type: 'pizzas/orderFailed', error }) as const,
};

export type PizzasAction = ActionsOf<typeof pizzasActions>;

const initialState: PizzasState = { pizzas: [], work: {}, adding: { busy: false, error: '', added: 0 }, orderError: '' };

const idle: PizzaWork = { saving: null, failed: null };

/** The list with one pizza moved `by` places, where there is room. */
export function movedBy(pizzas: StaffPizza[], pizzaId: number, by: -1 | 1): StaffPizza[] {
  const from = pizzas.findIndex(({ id }) => id === pizzaId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= pizzas.length) return pizzas;
  const moved = pizzas.toSpliced(from, 1).toSpliced(to, 0, pizzas[from]!);
  return moved.map((pizza, index) => ({ ...pizza, position: index + 1 }));
}

const working = (state: PizzasState, pizzaId: number, work: PizzaWork): PizzasState => ({ ...state, work: { ...state.work, [pizzaId]: work } });

export function pizzasReducer(state = initialState, action: AppAction): PizzasState {
  switch (action.type) {
    case 'pizzas/loaded':
      return { ...state, pizzas: action.pizzas, work: {} };
    case 'pizzas/add':
      return { ...state, adding: { ...state.adding, busy: true, error: '' } };
    case 'pizzas/added':
      return { ...state, pizzas: [...state.pizzas, action.pizza], adding: { busy: false, error: '', added: state.adding.added + 1 } };
    case 'pizzas/addFailed':
      return { ...state, adding: { ...state.adding, busy: false, error: action.error } };
    case 'pizzas/change':
    case 'pizzas/removePhoto':
      return working(state, action.pizzaId, { saving: 'details', failed: null });
    case 'pizzas/uploadPhoto':
      return working(state, action.pizzaId, { saving: 'photo', failed: null });
    case 'pizzas/saved':
      return working({ ...state, pizzas: state.pizzas.map((pizza) => (pizza.id === action.pizza.id ? action.pizza : pizza)) }, action.pizza.id, idle);
    case 'pizzas/failed':
      return working(state, action.pizzaId, { saving: null, failed: { on: state.work[action.pizzaId]?.saving ?? 'details', error: action.error } });
    case 'pizzas/move':
      return { ...state, pizzas: movedBy(state.pizzas, action.pizzaId, action.by), orderError: '' };
    case 'pizzas/ordered':
      return { ...state, pizzas: action.pizzas };
    case 'pizzas/orderFailed':
      return { ...state, orderError: action.error };
    default:
      return state;
  }
}

export const isPizzasOutcome = (action: AppAction): action is ReturnType<(typeof pizzasActions)['loaded' | 'loadFailed']> =>
  action.type === 'pizzas/loaded' || action.type === 'pizzas/loadFailed';

export const selectPizzas = (state: RootState): PizzasState => state.pizzas ?? initialState;
export const selectPizzaWork = (pizzaId: number) => (state: RootState) => selectPizzas(state).work[pizzaId] ?? idle;
