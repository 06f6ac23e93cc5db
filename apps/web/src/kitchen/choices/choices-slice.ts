import type { ChoiceEdit, NewChoice, PizzaOfferEdit, StaffChoice } from '@chulo/api-client/contract';
import type { ActionsOf } from '../../store/actions.ts';
import type { AppAction, RootState } from '../../store/store.ts';

export type ChoiceKind = StaffChoice['kind'];

/** A change on its way, or why the last one was refused. */
export interface ChoiceWork {
  saving: boolean;
  error: string;
}

/** The shop's sizes, crusts and extras as staff run them, and each pizza's offer being saved. */
export interface ChoicesState {
  /** Sizes first, each kind in the shop's order, as the server lists them. */
  choices: StaffChoice[];
  /** By choice id: a rename, new prices or sold out. */
  work: Record<number, ChoiceWork>;
  /** By kind: a new size, crust or extra; `added` counts them, so the form starts afresh after each. */
  adding: Partial<Record<ChoiceKind, ChoiceWork & { added: number }>>;
  /** By pizza id: what the pizza comes as. */
  offers: Record<number, ChoiceWork>;
}

export const choicesActions = {
  load: () => ({ type: 'choices/load' }) as const,
  loaded: (choices: StaffChoice[]) => ({ type: 'choices/loaded', choices }) as const,
  loadFailed: (error: string) => ({ type: 'choices/loadFailed', error }) as const,
  add: (choice: NewChoice) => ({ type: 'choices/add', choice }) as const,
  added: (choice: StaffChoice) => ({ type: 'choices/added', choice }) as const,
  addFailed: (kind: ChoiceKind, error: string) => ({ type: 'choices/addFailed', kind, error }) as const,
  /** A new name, diameter or prices, retired or back, the default size: owners only. */
  change: (choiceId: number, edit: ChoiceEdit) => ({ type: 'choices/change', choiceId, edit }) as const,
  /** Sold out or back: owners and the kitchen. */
  markSoldOut: (choiceId: number, soldOut: boolean) => ({ type: 'choices/markSoldOut', choiceId, soldOut }) as const,
  saved: (choice: StaffChoice) => ({ type: 'choices/saved', choice }) as const,
  failed: (choiceId: number, error: string) => ({ type: 'choices/failed', choiceId, error }) as const,
  setOffer: (pizzaId: number, offer: PizzaOfferEdit) => ({ type: 'choices/setOffer', pizzaId, offer }) as const,
  offerSet: (pizzaId: number) => ({ type: 'choices/offerSet', pizzaId }) as const,
  offerFailed: (pizzaId: number, error: string) => ({ type: 'choices/offerFailed', pizzaId, error }) as const,
};

export type ChoicesAction = ActionsOf<typeof choicesActions>;

const initialState: ChoicesState = { choices: [], work: {}, adding: {}, offers: {} };
const idle: ChoiceWork = { saving: false, error: '' };
const busy: ChoiceWork = { saving: true, error: '' };
const refused = (error: string): ChoiceWork => ({ saving: false, error });

export function choicesReducer(state = initialState, action: AppAction): ChoicesState {
  switch (action.type) {
    case 'choices/loaded':
      return { ...state, choices: action.choices, work: {} };
    case 'choices/add': {
      const added = state.adding[action.choice.kind]?.added ?? 0;
      return { ...state, adding: { ...state.adding, [action.choice.kind]: { ...busy, added } } };
    }
    case 'choices/added': {
      const added = (state.adding[action.choice.kind]?.added ?? 0) + 1;
      return { ...state, choices: [...state.choices, action.choice], adding: { ...state.adding, [action.choice.kind]: { ...idle, added } } };
    }
    case 'choices/addFailed': {
      const added = state.adding[action.kind]?.added ?? 0;
      return { ...state, adding: { ...state.adding, [action.kind]: { ...refused(action.error), added } } };
    }
    case 'choices/change':
    case 'choices/markSoldOut':
      return { ...state, work: { ...state.work, [action.choiceId]: busy } };
    case 'choices/saved':
      return {
        ...state,
        choices: state.choices.map((choice) => (choice.id === action.choice.id ? action.choice : choice)),
        work: { ...state.work, [action.choice.id]: idle },
      };
    case 'choices/failed':
      return { ...state, work: { ...state.work, [action.choiceId]: refused(action.error) } };
    case 'choices/setOffer':
      return { ...state, offers: { ...state.offers, [action.pizzaId]: busy } };
    case 'choices/offerSet':
      return { ...state, offers: { ...state.offers, [action.pizzaId]: idle } };
    case 'choices/offerFailed':
      return { ...state, offers: { ...state.offers, [action.pizzaId]: refused(action.error) } };
    default:
      return state;
  }
}

export const isChoicesOutcome = (action: AppAction): action is ReturnType<(typeof choicesActions)['loaded' | 'loadFailed']> =>
  action.type === 'choices/loaded' || action.type === 'choices/loadFailed';

export const selectChoices = (state: RootState): ChoicesState => state.choices ?? initialState;
export const selectAllChoices = (state: RootState) => selectChoices(state).choices;
/** One kind's, in the shop's order: a list made afresh, so read from `selectAllChoices` rather than selected. */
export const ofKind = (choices: readonly StaffChoice[], kind: ChoiceKind) => choices.filter((choice) => choice.kind === kind);
/** Those not retired: what pizzas may offer, and what the kitchen sees. A list made afresh, as `ofKind`'s. */
export const onTheMenu = (choices: readonly StaffChoice[]) => choices.filter((choice) => !choice.retired);
export const selectChoiceWork = (choiceId: number) => (state: RootState) => selectChoices(state).work[choiceId] ?? idle;
const notAdding = { ...idle, added: 0 };
export const selectAdding = (kind: ChoiceKind) => (state: RootState) => selectChoices(state).adding[kind] ?? notAdding;
export const selectOfferWork = (pizzaId: number) => (state: RootState) => selectChoices(state).offers[pizzaId] ?? idle;
