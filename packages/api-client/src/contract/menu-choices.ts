import * as z from 'zod/mini';
import { MAX_UNIT_PRICE } from '@chulo/domain';
import { withEnglishMessages } from './english.ts';
import { PIZZA_ID_DIGITS } from './menu.ts';
import { PRICE_DECIMALS } from './messages.ts';
import { requiredText } from './text-fields.ts';

/**
 * The shop's sizes, crusts and extra toppings as owners run them (decision 041), and which pizza
 * offers which: the back office's, so only the kitchen's screens and the server load this module.
 */

withEnglishMessages();

export const CHOICE_KINDS = ['size', 'crust', 'extra'] as const;
export const CHOICE_NAME_MAX_LENGTH = 40;
/** Extras one pizza may take at most, whatever an owner sets. */
export const MAX_EXTRAS_LIMIT = 10;

/** Rupees, two decimals at most; `min` 0 for a surcharge, which may be nothing. */
const rupees = (positive: boolean) =>
  z
    .number({ error: 'A price must be a number' })
    .check(
      positive ? z.positive('A price must be more than 0') : z.gte(0, 'A price cannot be negative'),
      z.lte(MAX_UNIT_PRICE, `A price must be at most ${MAX_UNIT_PRICE} rupees`),
      z.multipleOf(0.01, PRICE_DECIMALS),
    );
const id = (label: string) => z.number({ error: `${label} must be a number` }).check(z.int(`${label} must be a whole number`), z.positive(`${label} must be positive`));
const ids = (label: string) => z.array(id(label), { error: `${label}s must be a list` }).check(z.maxLength(50, `At most 50 ${label.toLowerCase()}s`));

/** A crust's surcharge or an extra's price in each size it is made in: a size left out is one it is not made in. */
const pricesInSizes = z
  .array(z.object({ sizeId: id('Size id'), price: rupees(false) }), { error: 'Prices must be a list' })
  .check(z.maxLength(20, 'At most 20 prices'));
const inches = z.nullable(z.number({ error: 'Inches must be a number' }).check(z.int('Inches must be a whole number'), z.gte(4, 'A pizza is at least 4 inches'), z.lte(40, 'A pizza is at most 40 inches')));

export const ChoiceKindSchema = z.enum(CHOICE_KINDS, 'A choice is a size, a crust or an extra');

/** A size, crust or extra as owners see it. */
export const StaffChoiceSchema = z.object({
  id: z.number(),
  kind: ChoiceKindSchema,
  name: z.string(),
  /** A size's diameter; null for crusts and extras. */
  inches: z.nullable(z.number()),
  soldOut: z.boolean(),
  /** The default size (priced by each pizza's unitPrice) and the default crust (free, on every pizza). */
  isDefault: z.boolean(),
  /** A crust's surcharge or an extra's price in each size; none for a size. */
  prices: z.array(z.object({ sizeId: z.number(), price: z.number() })),
  /** Off the menu and the choice sheet, kept to bring back; never a default. */
  retired: z.boolean(),
});
export type StaffChoice = z.infer<typeof StaffChoiceSchema>;
export const StaffChoicesSchema = z.array(StaffChoiceSchema);

export const NewChoiceSchema = z.strictObject({
  kind: ChoiceKindSchema,
  name: requiredText('Name', CHOICE_NAME_MAX_LENGTH),
  inches: z.optional(inches),
  prices: z.optional(pricesInSizes),
});
export type NewChoice = z.input<typeof NewChoiceSchema>;

/**
 * A new name, diameter or prices (all of them: a size left out is one it is no longer made in, a
 * retired size keeping its price); retired or brought back; a size made the default, whose price
 * becomes each pizza's unitPrice.
 */
export const ChoiceEditSchema = z
  .strictObject({
    name: z.optional(requiredText('Name', CHOICE_NAME_MAX_LENGTH)),
    inches: z.optional(inches),
    prices: z.optional(pricesInSizes),
    retired: z.optional(z.boolean({ error: 'Retired must be true or false' })),
    // Only ever true: a size stops being the default when another one becomes it.
    isDefault: z.optional(z.literal(true, 'Default can only be true: make another size the default instead')),
  })
  .check(z.refine((edit) => Object.values(edit).some((value) => value !== undefined), 'Nothing to change'));
export type ChoiceEdit = z.input<typeof ChoiceEditSchema>;

/** Sold out or back: the kitchen's to say, as it says it of pizzas. */
export const ChoiceStockSchema = z.strictObject({ soldOut: z.boolean({ error: 'Sold out must be true or false' }) });

/** Ids are written as pizzas' are (PIZZA_ID_DIGITS): `01` or `1e0` is no other name for choice 1. */
export const ChoiceIdParamsSchema = z.object({
  choiceId: z.pipe(z.string().check(z.regex(new RegExp(`^${PIZZA_ID_DIGITS}$`), 'Choice id must be a whole number from 1, in digits')), z.transform(Number)),
});

/**
 * What one pizza comes as: every size with the pizza's price in it (the default size's price is its
 * unitPrice), the crusts and extras it offers besides the default crust, and how many extras it takes.
 */
export const PizzaOfferSchema = z.strictObject({
  sizes: z.array(z.object({ sizeId: id('Size id'), price: rupees(true) }), { error: 'Sizes must be a list' }).check(z.minLength(1, 'A pizza comes in at least one size'), z.maxLength(20, 'At most 20 sizes')),
  crustIds: ids('Crust id'),
  extraIds: ids('Extra id'),
  maxExtras: z.number({ error: 'Max extras must be a number' }).check(z.int('Max extras must be a whole number'), z.gte(0, 'Max extras cannot be negative'), z.lte(MAX_EXTRAS_LIMIT, `A pizza takes at most ${MAX_EXTRAS_LIMIT} extras`)),
});
export type PizzaOfferEdit = z.input<typeof PizzaOfferSchema>;
