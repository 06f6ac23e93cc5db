import * as kitchen from './staff-endpoints.ts';
import { StaffPizzaSchema } from './back-office.ts';
import { ChoiceEditSchema, ChoiceIdParamsSchema, ChoiceStockSchema, NewChoiceSchema, PizzaOfferSchema, StaffChoiceSchema, StaffChoicesSchema } from './menu-choices.ts';
import * as say from './messages.ts';
import { type ErrorAnswer, invalid, noSuchPizza, type Route } from './route-shape.ts';
import { PizzaIdParamsSchema } from './staff-requests.ts';

/** The route table's sizes, crusts and extras (decision 041): spread into `routes` (routes.ts), where the table is one. */

const noSuchChoice: ErrorAnswer = { status: 404, when: 'no size, crust or extra has this id', message: say.noSuchChoice(99) };
const choiceNameTaken: ErrorAnswer = { status: 409, when: 'another of its kind has this name', message: say.choiceNameTaken('crust', 'Thin') };

export const choiceRoutes = {
  listChoices: {
    ...kitchen.listChoices,
    summary: 'Every size, crust and extra of the shop, sizes first, each with its prices in each size',
    data: StaffChoicesSchema,
    errors: [],
  },
  addChoice: {
    ...kitchen.addChoice,
    summary: 'Adds a size, a crust or an extra after the others of its kind; a crust or an extra with its price in each size it is made in',
    body: NewChoiceSchema,
    data: StaffChoiceSchema,
    errors: [invalid('Name is required'), choiceNameTaken, { status: 400, when: 'a price names a size the shop has not', message: say.notA('size', 7) }],
  },
  changeChoice: {
    ...kitchen.changeChoice,
    summary:
      'Renames a size, crust or extra, gives a size its diameter, sets a crust’s or an extra’s prices, retires one (off the menu) or brings it back, or makes a size the default (each pizza’s price in it becomes its unitPrice); past orders keep their lines as ordered',
    params: ChoiceIdParamsSchema,
    body: ChoiceEditSchema,
    data: StaffChoiceSchema,
    errors: [
      invalid('Nothing to change'),
      noSuchChoice,
      choiceNameTaken,
      { status: 400, when: 'prices are given to a size', message: say.SIZE_HAS_NO_PRICES },
      { status: 400, when: 'a crust or an extra is made the default', message: say.notA('size', 5) },
      { status: 409, when: 'the default size or crust is retired', message: say.defaultNotRetired('size', 'Medium') },
      { status: 409, when: 'a retired size is made the default, or priced', message: say.choiceRetired('size', 'Party') },
      { status: 409, when: 'a size is made the default while some pizza does not come in it', message: say.notEveryPizzaIn('Family', ['Marinara']) },
    ],
  },
  markChoiceSoldOut: {
    ...kitchen.markChoiceSoldOut,
    summary: 'Marks a size, crust or extra sold out on every pizza, or back',
    params: ChoiceIdParamsSchema,
    body: ChoiceStockSchema,
    data: StaffChoiceSchema,
    errors: [noSuchChoice],
  },
  setPizzaOffer: {
    ...kitchen.setPizzaOffer,
    summary: 'Sets what a pizza comes as: its price in each size (the default size’s is its unitPrice), the crusts and extras it offers, how many extras it takes',
    params: PizzaIdParamsSchema,
    body: PizzaOfferSchema,
    data: StaffPizzaSchema,
    errors: [
      invalid('A pizza comes in at least one size'),
      noSuchPizza,
      { status: 400, when: 'the sizes leave out the default size', message: say.DEFAULT_SIZE_NEEDED },
      { status: 400, when: 'an id is no size, crust or extra of that kind', message: say.notA('crust', 7) },
      { status: 409, when: 'a size, crust or extra is retired', message: say.choiceRetired('extra', 'Olives') },
    ],
  },
} as const satisfies Record<string, Route>;
