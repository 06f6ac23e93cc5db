import * as z from 'zod/mini';
import {
  COORDINATE_LIMITS,
  DIRECTIONS_MAX_LENGTH,
  isCoordinate,
  isValidPhone,
  MAX_QUANTITY,
  PHONE_ERROR,
  PHONE_MAX_LENGTH,
  parsePosition,
} from '@chulo/domain';
import { withEnglishMessages } from './english.ts';
import { ORDER_ID_TOO_LONG, PRIORITY_ONLY_ON } from './messages.ts';
import { ADDRESS_MAX_LENGTH, CART_EMPTY, INGREDIENT_MAX_LENGTH, MAX_CHOSEN, CART_TOO_LONG, CUSTOMER_MAX_LENGTH, MAX_CART_LINES, POSITION_MAX_LENGTH, QUANTITY_ERROR, tooLongMessage } from './order-rules.ts';
import { optionalText, requiredText } from './text-fields.ts';
import { PaymentMethodSchema } from './payment.ts';

/**
 * What callers send, as the server validates it and the client checks it before sending: the
 * route table (routes.ts) names each of these for its route. Prices on the wire are rupees.
 */

withEnglishMessages();

const choiceId = (label: string) => z.number({ error: `${label} must be a number` }).check(z.int(`${label} must be a whole number`), z.gt(0, `${label} must be positive`));

/**
 * What a customer chose for one line (@chulo/domain's PizzaChoice): a size, a crust and extras by
 * their ids on the menu, ingredients to leave out by name. Whatever is not given is the default; a
 * line without a choice is the pizza as the menu prices it.
 */
export const PizzaChoiceSchema = z.object({
  sizeId: z.optional(choiceId('Size id')),
  crustId: z.optional(choiceId('Crust id')),
  extraIds: z.optional(z.array(choiceId('Extra id')).check(z.maxLength(MAX_CHOSEN, `At most ${MAX_CHOSEN} extras`))),
  without: z.optional(
    z.array(requiredText('Ingredient', INGREDIENT_MAX_LENGTH)).check(z.maxLength(MAX_CHOSEN, `At most ${MAX_CHOSEN} ingredients left out`)),
  ),
});
export type PizzaChoice = z.input<typeof PizzaChoiceSchema>;

export const NewOrderSchema = z.object({
  customer: requiredText('Customer', CUSTOMER_MAX_LENGTH),
  phone: requiredText('Phone', PHONE_MAX_LENGTH).check(z.refine(isValidPhone, PHONE_ERROR)),
  address: requiredText('Address', ADDRESS_MAX_LENGTH),
  /** Directions for the rider ('behind Bhatbhateni, blue gate'), beside SPEC's fields: left out, or '', for none. */
  directions: optionalText('Directions', DIRECTIONS_MAX_LENGTH),
  priority: z.boolean({ error: 'Priority must be true or false' }),
  /**
   * An order for later, beside SPEC's fields: the time the customer wants it, today or tomorrow on the
   * quarter hour within opening hours (@chulo/domain's `deliverySlots`). Left out: as soon as possible.
   */
  deliverAt: z.optional(z.iso.datetime({ offset: true, error: 'Delivery time must be a date and time, such as 2026-11-26T19:30:00+05:45' })),
  /** How the customer pays, beside SPEC's fields: cash on delivery when left out. */
  payment: z.optional(PaymentMethodSchema),
  position: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(POSITION_MAX_LENGTH, tooLongMessage('Position', POSITION_MAX_LENGTH)),
        z.refine((position) => position === '' || parsePosition(position) !== null, 'Position must be "latitude, longitude" or empty'),
      ),
    '',
  ),
  /** Only pizzaId, quantity and the choice are read; the server prices every line itself, from the menu. */
  cart: z
    .array(
      z.object({
        pizzaId: z.number({ error: 'Cart item needs a pizzaId' }).check(z.int(), z.gt(0)),
        quantity: z
          .number({ error: QUANTITY_ERROR })
          .check(z.int(QUANTITY_ERROR), z.gte(1, QUANTITY_ERROR), z.lte(MAX_QUANTITY, QUANTITY_ERROR)),
        choice: z.optional(PizzaChoiceSchema),
      }),
      { error: 'Cart must be a list of pizzas' },
    )
    .check(z.minLength(1, CART_EMPTY), z.maxLength(MAX_CART_LINES, CART_TOO_LONG)),
});
export type NewOrder = z.input<typeof NewOrderSchema>;
export type ValidNewOrder = z.output<typeof NewOrderSchema>;

export const PriorityUpdateSchema = z.strictObject({ priority: z.literal(true, PRIORITY_ONLY_ON) });

/** An order's id in a path; ids are eight letters and digits, so anything longer is no id. */
export const OrderIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64, ORDER_ID_TOO_LONG)) });

/** `Idempotency-Key`: the same key sent again with the same order gets the first attempt's answer. Other headers pass. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.optional(
    z.string().check(z.trim(), z.minLength(1, 'Idempotency-Key is empty'), z.maxLength(200, 'Idempotency-Key must be at most 200 characters')),
  ),
});

const coordinate = (axis: keyof typeof COORDINATE_LIMITS) => {
  const label = axis === 'latitude' ? 'Latitude' : 'Longitude';
  return z.pipe(
    z
      .string({ error: `${label} is required` })
      .check(
        z.trim(),
        z.regex(/^-?\d{1,3}(\.\d{1,15})?$/, `${label} must be a decimal number`),
        z.refine((raw) => isCoordinate(axis, Number(raw)), `${label} must be between -${COORDINATE_LIMITS[axis]} and ${COORDINATE_LIMITS[axis]}`),
      ),
    z.transform(Number),
  );
};

/** The query of the reverse geocoder: a position in decimal degrees. */
export const PositionQuerySchema = z.object({ latitude: coordinate('latitude'), longitude: coordinate('longitude') });
