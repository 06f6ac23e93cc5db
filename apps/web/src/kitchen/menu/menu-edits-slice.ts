import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

/** What the kitchen changes on a pizza: sold out or back in stock (owners change the rest on their menu screen). */
export type PizzaEdit = { soldOut: boolean };

/** Menu changes being saved, just saved, or refused: joins the store with the kitchen (kitchen-feature.ts). */
export type MenuEditsState = Partial<Record<number, { saving: PizzaEdit | null; error: string }>>;

export const menuEditsActions = {
  editPizza: (pizzaId: number, change: PizzaEdit) => ({ type: 'kitchen/editPizza', pizzaId, change }) as const,
  pizzaEdited: (pizzaId: number, change: PizzaEdit) => ({ type: 'kitchen/pizzaEdited', pizzaId, change }) as const,
  editFailed: (pizzaId: number, change: PizzaEdit, error: string) => ({ type: 'kitchen/editFailed', pizzaId, change, error }) as const,
};

export type MenuEditsAction = ActionsOf<typeof menuEditsActions>;

export function menuEditsReducer(state: MenuEditsState = {}, action: AppAction): MenuEditsState {
  switch (action.type) {
    case 'kitchen/editPizza':
      return { ...state, [action.pizzaId]: { saving: action.change, error: '' } };
    case 'kitchen/pizzaEdited':
      return { ...state, [action.pizzaId]: { saving: null, error: '' } };
    case 'kitchen/editFailed':
      return { ...state, [action.pizzaId]: { saving: null, error: action.error } };
    default:
      return state;
  }
}

export const selectEdit = (pizzaId: number) => (state: RootState) => state.menuEdits?.[pizzaId];
