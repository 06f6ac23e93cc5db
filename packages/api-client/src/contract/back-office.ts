import * as z from 'zod/mini';
import { PaymentMethodSchema } from './payment.ts';
import { daysCounted, hoursProblem, isCalendarDate, isValidPhone, MAX_UNIT_PRICE, PHONE_MAX_LENGTH } from '@chulo/domain';
import { withEnglishMessages } from './english.ts';
import { PizzaSchema } from './menu.ts';
import { OrderChannelSchema } from './order.ts';
import { PRICE_DECIMALS } from './messages.ts';
import { DeliveryAreaSchema } from './shop-status.ts';
import { StaffRoleSchema } from './staff-session.ts';
import { INGREDIENT_MAX_LENGTH } from './order-rules.ts';
import { requiredText } from './text-fields.ts';

/**
 * The shop's back office on the wire: staff accounts and their roles, the menu as owners edit it,
 * opening hours and the delivery area, the day's sales and the history of changes. Only the
 * kitchen's screens and the server load this module; the customer's screens read the shop's
 * status from shop-status.ts.
 */

withEnglishMessages();

// Staff accounts ------------------------------------------------------------------------------

export const USERNAME_PATTERN = /^[a-z0-9._-]{2,40}$/;
export const USERNAME_RULE = 'A username is 2-40 lower-case letters, digits, dots, dashes or underscores';
/** OWASP ASVS 2.1.1; the server also refuses the most common passwords, whatever their length. */
export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `A password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common: choose one nobody would guess';
export const PASSWORD_ONLY_SPACES = 'A password must be more than spaces';
export const PASSWORD_REPEATED = 'A password must be more than a few characters repeated';
export const PASSWORD_HAS_USERNAME = 'A password must not contain the username';
export const CURRENT_PASSWORD_NEEDED = 'Type your current password to set a new one of your own';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not the one you typed';

/**
 * Why `password` may not be `username`'s, short of the server's list of common passwords (OWASP
 * ASVS 2.1): fewer than MIN_PASSWORD_LENGTH characters as people count them (an emoji is one),
 * only spaces, one character or a few repeated (`aaaaaaaaaaaa`, `abcabcabcabc`), or the username
 * in it, whatever the case. The kitchen's forms check it before sending, the server wherever a
 * password is set; null when the password passes.
 */
export function passwordShapeProblem(password: string, username: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (/^\s*$/u.test(password)) return PASSWORD_ONLY_SPACES;
  if (/^(.{1,3})\1+$/su.test(password)) return PASSWORD_REPEATED;
  if (password.toLowerCase().includes(username.toLowerCase())) return PASSWORD_HAS_USERNAME;
  return null;
}

const password = z
  .string({ error: 'Password is required' })
  .check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT), z.maxLength(200, 'Password must be at most 200 characters'));

export const StaffAccountSchema = z.object({
  username: z.string(),
  role: StaffRoleSchema,
  createdAt: z.iso.datetime(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountsSchema = z.array(StaffAccountSchema);

export const NewStaffAccountSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).check(z.regex(USERNAME_PATTERN, USERNAME_RULE)),
  password,
  role: StaffRoleSchema,
});
export type NewStaffAccount = z.input<typeof NewStaffAccountSchema>;

/**
 * A new role, a new password (an owner resetting someone's), or both. An owner setting their own
 * password sends their current one too (OWASP ASVS 2.1.6), which a stolen session does not know.
 */
export const StaffAccountChangeSchema = z
  .strictObject({
    role: z.optional(StaffRoleSchema),
    password: z.optional(password),
    currentPassword: z.optional(z.string().check(z.maxLength(200, 'Password must be at most 200 characters'))),
  })
  .check(z.refine((change) => change.role !== undefined || change.password !== undefined, 'Nothing to change'));
export type StaffAccountChange = z.input<typeof StaffAccountChangeSchema>;

export const UsernameParamsSchema = z.object({ username: z.string().check(z.maxLength(40, 'Username is too long')) });

// The menu, as owners edit it -------------------------------------------------------------------

export const PIZZA_NAME_MAX_LENGTH = 60;
export const MAX_INGREDIENTS = 20;

/** What an owner may upload as a pizza's photo: recognised by its bytes, not its name. */
export const PHOTO_UPLOAD = {
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 8 * 1024 * 1024,
  /**
   * More than any phone's camera writes by default (50 MP sensors give 12.5 MP pictures), far fewer
   * than a "decompression bomb" (a few kilobytes of PNG or WebP that decode to gigabytes): the
   * server reads the size from the picture's header and decodes nothing larger.
   */
  maxPixels: 100_000_000,
} as const;

export const PriceSchema = z
  .number({ error: 'A price must be a number' })
  .check(
    z.positive('A price must be more than 0'),
    z.lte(MAX_UNIT_PRICE, `A price must be at most ${MAX_UNIT_PRICE} rupees`),
    z.multipleOf(0.01, PRICE_DECIMALS),
  );

/** In NFKC, so that a full-width or ligature look-alike of a pizza's name is stored as that name (the server also refuses names that only look alike). */
const pizzaName = requiredText('Name', PIZZA_NAME_MAX_LENGTH, 'NFKC');

const ingredients = z
  .array(requiredText('Ingredient', INGREDIENT_MAX_LENGTH), { error: 'Ingredients must be a list' })
  .check(z.minLength(1, 'A pizza needs at least one ingredient'), z.maxLength(MAX_INGREDIENTS, `A pizza has at most ${MAX_INGREDIENTS} ingredients`));

/** A pizza as owners see it: retired ones too, with their place in the listing. */
export const StaffPizzaSchema = z.extend(PizzaSchema, {
  /** Off the customers' menu; past orders keep their lines as ordered. */
  retired: z.boolean(),
  /** Its place in the listing, from 1. */
  position: z.number().check(z.int()),
});
export type StaffPizza = z.infer<typeof StaffPizzaSchema>;
export const StaffPizzasSchema = z.array(StaffPizzaSchema);

export const NewPizzaSchema = z.strictObject({
  name: pizzaName,
  ingredients,
  unitPrice: PriceSchema,
});
export type NewPizza = z.input<typeof NewPizzaSchema>;

/** Any of a pizza's details; `retired` takes it off the menu or brings it back. */
export const PizzaEditSchema = z
  .strictObject({
    name: z.optional(pizzaName),
    ingredients: z.optional(ingredients),
    unitPrice: z.optional(PriceSchema),
    soldOut: z.optional(z.boolean({ error: 'Sold out must be true or false' })),
    retired: z.optional(z.boolean({ error: 'Retired must be true or false' })),
  })
  .check(z.refine((edit) => Object.values(edit).some((value) => value !== undefined), 'Nothing to change'));
export type PizzaEdit = z.input<typeof PizzaEditSchema>;

/** Every pizza's id, retired ones included, in the order the menu lists them. */
export const PizzaOrderSchema = z.strictObject({
  pizzaIds: z.array(z.number().check(z.int(), z.positive()), { error: 'Pizza ids must be a list' }).check(z.minLength(1, 'Pizza ids must be a list')),
});

// Opening hours, the delivery area and the shop's phone ---------------------------------------------

const time = z.string({ error: 'A time is HH:MM' });
// A real day of the calendar: 2026-02-30 would otherwise reach the server as 2 March.
const date = z.string({ error: 'A date is YYYY-MM-DD' }).check(z.refine(isCalendarDate, 'A date is YYYY-MM-DD'));

/** Seven days, Sunday first, each a list of `{opens, closes}` in Kathmandu's time; an empty day is closed. */
export const WeeklyHoursSchema = z.array(z.array(z.object({ opens: time, closes: time }))).check(
  z.superRefine((hours, context) => {
    const problem = hoursProblem(hours);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: hours });
  }),
);

export const ClosureSchema = z
  .object({ from: date, to: date, reason: requiredText('Reason', 60) })
  .check(z.refine((closure) => closure.from <= closure.to, 'A closure must end on or after the day it starts'));

export const SHOP_PHONE_RULE = 'The shop’s phone must be a phone number, such as 01-5555555 or 984-1234567';

/**
 * The number customers call ('Call the shop' on their order's page): SPEC §5's phone rule, which
 * takes a Kathmandu landline (01-5555555), often a shop's number, as it takes a mobile.
 */
const shopPhone = requiredText('The shop’s phone', PHONE_MAX_LENGTH).check(z.refine(isValidPhone, SHOP_PHONE_RULE));

export const ShopSettingsSchema = z.object({
  hours: WeeklyHoursSchema,
  closures: z.array(ClosureSchema).check(z.maxLength(100, 'At most 100 closures')),
  /** Null: no limit. */
  deliveryArea: z.nullable(DeliveryAreaSchema),
  /** Null: customers are given no number to call. */
  phone: z.nullable(shopPhone),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

export const ShopSettingsChangeSchema = z
  .strictObject({
    hours: z.optional(ShopSettingsSchema.def.shape.hours),
    closures: z.optional(ShopSettingsSchema.def.shape.closures),
    deliveryArea: z.optional(ShopSettingsSchema.def.shape.deliveryArea),
    phone: z.optional(ShopSettingsSchema.def.shape.phone),
  })
  .check(z.refine((change) => Object.values(change).some((value) => value !== undefined), 'Nothing to change'));
export type ShopSettingsChange = z.input<typeof ShopSettingsChangeSchema>;

// The day's sales -------------------------------------------------------------------------------

/** A leap year: a year's sales, whichever year, and every query stays bounded. */
export const MAX_SALES_DAYS = 366;
export const SALES_RANGE_TOO_LONG = `A range is at most ${MAX_SALES_DAYS} days`;

/** Days in Kathmandu's calendar, both included; a year at most. */
export const SalesQuerySchema = z.object({ from: date, to: date }).check(
  z.refine((range) => range.from <= range.to, 'The range must end on or after the day it starts'),
  z.refine((range) => daysCounted(range.from, range.to) <= MAX_SALES_DAYS, SALES_RANGE_TOO_LONG),
);

const figures = { orders: z.number(), revenue: z.number() };

/** Pizzas sold and what they brought in, rupees at the prices ordered. */
const pizzasSold = { pizzaId: z.number(), name: z.string(), quantity: z.number(), revenue: z.number() };

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range, cancelled ones included. */
  orders: z.number(),
  /** Rupees, priority fees included, cancelled orders not. */
  revenue: z.number(),
  cancelled: z.number(),
  /** Of the orders not cancelled, the share made priority (0 to 1). */
  priorityShare: z.number(),
  delivered: z.number(),
  /** Delivered no later than the estimate the customer last saw. */
  onTime: z.number(),
  /** Minutes past the estimate, over the late deliveries; null with none late. */
  averageLatenessMinutes: z.nullable(z.number()),
  /** Hour of the day in Kathmandu (0-23), every day of the range together; all 24. */
  byHour: z.array(z.object({ hour: z.number(), ...figures })),
  /** Every day of the range. */
  byDay: z.array(z.object({ date: z.string(), ...figures })),
  /** Most pizzas sold first, at most ten. */
  bestSellers: z.array(z.object(pizzasSold)),
  /**
   * The same, each pizza in each size a row of its own (the size as ordered), at most ten. A line
   * ordered before the shop had sizes counts in the default size, which was the pizza's one price.
   */
  bestSellersBySize: z.optional(z.array(z.object({ ...pizzasSold, size: z.string() }))),
  /** Every extra sold, most revenue first: how many (one on each pizza of a line) and rupees at the prices paid. */
  extras: z.optional(z.array(z.object({ name: z.string(), quantity: z.number(), revenue: z.number() }))),
  /** Each channel (the customer's checkout, staff by phone), every one shown, empty ones too: orders placed, cancelled ones included, and rupees as `revenue`. */
  byChannel: z.optional(z.array(z.object({ channel: OrderChannelSchema, ...figures }))),
  /** The orders not cancelled and what they brought in, by how they were paid (cash first); only the ways some order took. */
  byPayment: z.optional(z.array(z.object({ method: PaymentMethodSchema, ...figures }))),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

// The history of changes ------------------------------------------------------------------------

export const HISTORY_ACTIONS = [
  'pizza-added',
  'pizza-changed',
  'pizza-retired',
  'pizza-restored',
  'menu-reordered',
  'choice-added',
  'choice-changed',
  'choice-retired',
  'choice-restored',
  'default-size-changed',
  'offer-changed',
  'photo-changed',
  'photo-removed',
  'staff-added',
  'staff-removed',
  'role-changed',
  'password-reset',
  'hours-changed',
  'closures-changed',
  'delivery-area-changed',
  'shop-phone-changed',
  'kitchen-busy',
  'kitchen-busy-ended',
  'orders-paused',
  'orders-resumed',
] as const;

export const HistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  /** Who made the change. */
  staff: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The change in a sentence: "Margherita: price 650 → 700". */
  summary: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export const HistorySchema = z.array(HistoryEntrySchema);

/** Newest first, `limit` at a time (50 unless said), before an instant to page back. */
export const HistoryQuerySchema = z.object({
  before: z.optional(z.iso.datetime({ error: 'Before must be a date and time' })),
  limit: z.optional(z.coerce.number({ error: 'Limit must be a number' }).check(z.int(), z.gte(1), z.lte(200, 'Limit is at most 200'))),
});
