import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { build } from 'tsup';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AnswerCheck } from '../src/answer-check.ts';
import * as contract from '../src/contract/index.ts';
import { STAFF_ORDER as SAMPLE_STAFF_ORDER } from '../src/testing/samples.ts';
import { ANSWER_CHECKS, checkCode, checkModule, compileCheck } from './answer-checks.ts';

const ISO = '2026-11-23T10:15:00.000Z';

/** A valid answer for each schema the client checks: the start of every comparison with zod. */
const PHOTO = {
  src: '/photos/ab12-640.jpg',
  srcset: '/photos/ab12-320.jpg 320w, /photos/ab12-640.jpg 640w',
  sources: [{ type: 'image/webp', srcset: '/photos/ab12-320.webp 320w, /photos/ab12-640.webp 640w' }],
  width: 640,
  height: 640,
};
const PIZZA = { id: 3, name: 'Momo Pizza', unitPrice: 850.5, ingredients: ['tomato', 'chicken momo'], soldOut: false, imageUrl: '/images/pizzas/3.svg', photo: PHOTO };
const THIN = { id: 5, kind: 'crust', name: 'Thin', inches: null, soldOut: false, isDefault: false, retired: false, prices: [{ sizeId: 1, price: 50 }] };
/** A pizza with what it comes as: sizes, crusts with surcharges, extras with prices. */
const PIZZA_IN_SIZES = {
  ...PIZZA,
  id: 5,
  sizes: [{ id: 1, name: 'Medium', inches: 10, price: 850.5, soldOut: false }, { id: 2, name: 'Large', inches: null, price: 1200, soldOut: true }],
  crusts: [{ id: 5, name: 'Thin', soldOut: false, surcharges: [{ sizeId: 1, price: 0 }, { sizeId: 2, price: 80.5 }] }],
  extras: [{ id: 7, name: 'Extra cheese', soldOut: false, prices: [{ sizeId: 2, price: 160 }] }],
  maxExtras: 3,
};
const ORDER = {
  id: 'K7M2P9QX',
  status: 'baking',
  priority: true,
  priorityPrice: 170,
  orderPrice: 850,
  estimatedDelivery: ISO,
  createdAt: '2026-11-23T09:50:12Z',
  cart: [
    { pizzaId: 3, name: 'Momo Pizza', quantity: 2, unitPrice: 425, totalPrice: 850 },
    { pizzaId: 5, name: 'Margherita', quantity: 1, unitPrice: 0, totalPrice: 0, choice: { size: 'Large', crust: null, extras: ['Extra cheese'], without: ['basil'] }, description: 'Large · extra cheese · no basil' },
  ],
  statusHistory: [{ status: 'preparing', at: '2026-11-23T09:50:12Z' }],
};
const ACCOUNT = { username: 'maya', role: 'owner', createdAt: ISO };
const STAFF_PIZZA = { ...PIZZA, retired: false, position: 1 };
// The kitchen's sample, over this file's order, as taken by phone.
const STAFF_ORDER = { ...SAMPLE_STAFF_ORDER, ...ORDER, queuedAt: ORDER.createdAt, channel: 'phone' };
const SAMPLES: Record<(typeof ANSWER_CHECKS)[keyof typeof ANSWER_CHECKS], unknown> = {
  PizzaSchema: PIZZA,
  MenuSchema: [PIZZA, { ...PIZZA, id: 4, soldOut: true, ingredients: [], photo: null }, PIZZA_IN_SIZES],
  OrderSchema: ORDER,
  PlacedOrderSchema: { id: 'K7M2P9QX' },
  StaffOrderSchema: STAFF_ORDER,
  StaffOrdersSchema: [STAFF_ORDER],
  GeocodeSchema: { latitude: 27.7172, longitude: 85.324, locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal', countryCode: 'NP' },
  ShopStatusSchema: {
    open: false,
    opensAt: '2026-11-24T05:15:00.000Z',
    closure: 'Tihar',
    deliveryArea: { center: { latitude: 27.7172, longitude: 85.324 }, radiusKm: 8 },
    phone: '01-5555555',
    busy: { extraMinutes: 20, until: ISO },
    pause: { until: null },
    payments: ['cash', 'khalti', 'esewa', 'rider-qr'],
  },
  PaymentStartSchema: {
    order: { ...ORDER, status: 'awaiting-payment', payment: { method: 'esewa', paid: false, state: 'open', payBy: ISO } },
    checkout: { provider: 'esewa', action: 'https://epay.esewa.com.np/api/epay/main/v2/form', fields: {
        amount: '1020',
        tax_amount: '0',
        total_amount: '1020',
        transaction_uuid: 'K7M2P9QX-0a1b2c3d',
        product_code: 'EPAYTEST',
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: 'https://chulo.example/api/payments/esewa/return',
        failure_url: 'https://chulo.example/api/payments/esewa/K7M2P9QX-0a1b2c3d/failed',
        signed_field_names: 'total_amount,transaction_uuid,product_code',
        signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
      },
    },
  },
  KitchenPacingSchema: { busy: { extraMinutes: 10, until: ISO, by: 'ram' }, pause: { until: ISO, by: 'maya' } },
  StaffSessionSchema: { username: 'ram', role: 'kitchen', csrfToken: 'x1y2z3', expiresAt: 1_795_000_000_000 },
  StaffAccountSchema: ACCOUNT,
  StaffAccountsSchema: [ACCOUNT, { ...ACCOUNT, username: 'ram', role: 'kitchen' }],
  StaffPizzaSchema: STAFF_PIZZA,
  StaffChoiceSchema: THIN,
  StaffChoicesSchema: [{ ...THIN, id: 1, kind: 'size', name: 'Medium', inches: 10, isDefault: true, prices: [] }, THIN],
  StaffPizzasSchema: [STAFF_PIZZA, { ...STAFF_PIZZA, id: 4, retired: true, position: 2, photo: null }],
  SalesReportSchema: {
    from: '2026-11-20',
    to: '2026-11-23',
    orders: 12,
    revenue: 10_450.5,
    cancelled: 1,
    priorityShare: 0.25,
    delivered: 10,
    onTime: 8,
    averageLatenessMinutes: 6.5,
    byHour: [{ hour: 12, orders: 3, revenue: 2550 }],
    byDay: [{ date: '2026-11-23', orders: 12, revenue: 10_450.5 }],
    bestSellers: [{ pizzaId: 3, name: 'Momo Pizza', quantity: 9, revenue: 7654.5 }],
  },
  HistorySchema: [{ at: ISO, staff: 'maya', action: 'pizza-changed', summary: 'Margherita: price 650 → 700' }],
};

/** Every place in `value` a mutation can hit: [] is the whole value. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [path, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...path, key]))];
}

const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a mutation does where it hits: puts a value there, removes what is there, or adds a property beside it. */
type Change = { put: unknown } | { remove: true } | { add: string; value: unknown };

function changed(value: unknown, path: (string | number)[], change: Change): unknown {
  const copy = structuredClone({ root: value });
  const keys = ['root', ...path];
  let parent: Record<string | number, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = keys.at(-1)!;
  if ('put' in change) parent[last] = change.put;
  else if ('remove' in change) delete parent[last];
  else if (isPlainObject(parent[last])) Object.defineProperty(parent[last], change.add, { value: change.value, enumerable: true });
  return copy.root;
}

/** Values near the edges of what the schemas allow: zero, fractions, huge numbers, dates that are almost ISO, characters beyond UTF-16's first plane. */
const edgeValue = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1, 99, 100, 2 ** 53, -1e-9, Number.MAX_VALUE, Infinity, NaN),
  fc.constantFrom('', 'preparing', 'cancelled', 'Baking', ISO, '2026-11-23T10:15:00Z', '2026-02-29T10:00:00Z', '2028-02-29T10:00:00Z'),
  fc.constantFrom('2026-11-23T10:15:00+05:45', '2026-11-23 10:15:00Z', '2026-11-23', '2026-13-01T00:00:00Z', '2026-11-23T24:00:00Z', '🍕', '🍕🍕'),
  fc.constantFrom(null, true, false, [], {}),
  fc.anything(),
);

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: edgeValue.map((put) => ({ put })) },
  { weight: 1, arbitrary: fc.constant({ remove: true as const }) },
  { weight: 1, arbitrary: fc.record({ add: fc.constantFrom('extra', 'id', '__proto__', 'length', '0'), value: edgeValue }) },
);

/** A check from its module's code, as an ES module. */
async function loaded(code: string): Promise<AnswerCheck<unknown>> {
  return ((await import(`data:text/javascript,${encodeURIComponent(`${code}\nexport default check;`)}`)) as { default: AnswerCheck<unknown> }).default;
}

const schemaNamed = (name: string) => (contract as Record<string, unknown>)[name] as z.core.$ZodType;

describe('the answer checks compiled from the contract', () => {
  const checks = Object.entries(ANSWER_CHECKS);

  it.each(checks)('src/generated/%s.ts is %s as the contract says it today', (answer, name) => {
    const written = readFileSync(new URL(`../src/generated/${answer}.ts`, import.meta.url), 'utf8');
    expect(written).toBe(checkModule(name, compileCheck(schemaNamed(name), name)));
  });

  it.each(checks)('%s (%s) says what zod says, for its sample and thousands of changes to it', async (answer, name) => {
    // The module the client ships, not a fresh compilation.
    const check = ((await import(`../src/generated/${answer}.ts`)) as { default: AnswerCheck<unknown> }).default;
    const schema = schemaNamed(name);
    const sample = SAMPLES[name];
    expect(z.safeParse(schema, sample).success).toBe(true);
    expect(check(sample)).toBe(true);

    const paths = pathsOf(sample);
    fc.assert(
      fc.property(fc.nat(paths.length - 1), change, (at, how) => {
        const answer = changed(sample, paths[at]!, how);
        expect(check(answer), JSON.stringify(answer)).toBe(z.safeParse(schema, answer).success);
      }),
      { numRuns: 2_000 },
    );
  });

  it('say where and why they refuse an answer, and nothing the client does not read', async () => {
    const check = await loaded(compileCheck(z.array(z.object({ unitPrice: z.number().check(z.gte(0)) })), 'Prices'));
    expect(check([{ unitPrice: 5 }, { unitPrice: -5 }])).toBe(false);
    expect(check.errors).toEqual([{ instancePath: '/1/unitPrice', message: 'must be >= 0' }]);
  });

  it.each([
    ['a refinement', z.string().check(z.refine((text) => text.startsWith('9')))],
    ['a transform', z.pipe(z.string(), z.transform((text) => text.length))],
    ['a default', z._default(z.string(), 'Kathmandu')],
  ])('refuse %s rather than check less than zod would', (_kind, schema) => {
    expect(() => compileCheck(schema, 'Uncompilable')).toThrow(/^Uncompilable: /);
  });
});

describe('an answer check that needs one of Ajv’s runtime helpers', () => {
  // A list without repeats needs Ajv's deep equality; the build must carry it into dist.
  const code = checkCode({ type: 'array', items: { type: 'object' }, uniqueItems: true }, 'Distinct');

  it('imports the helper instead of requiring it', () => {
    expect(code).toMatch(/^import \w+\$module from "ajv\/dist\/runtime\/equal\.js";/);
    expect(code).not.toContain('require(');
  });

  it('works from the package’s build, as an ES module and as CommonJS', async () => {
    // Inside the package, where the helper resolves as it does for the real build.
    const dir = await mkdtemp(join(import.meta.dirname, '../node_modules/.answer-check-'));
    try {
      await writeFile(join(dir, 'distinct.ts'), `${code}\nexport default check;\n`);
      // The package's own build settings, on this one file, bundled as dist's files are.
      await build({ entry: [join(dir, 'distinct.ts')], format: ['esm', 'cjs'], outDir: join(dir, 'dist'), target: 'es2022', silent: true, config: false });
      const esm = ((await import(pathToFileURL(join(dir, 'dist/distinct.js')).href)) as { default: AnswerCheck<unknown> }).default;
      const cjs = (createRequire(import.meta.url)(join(dir, 'dist/distinct.cjs')) as { default: AnswerCheck<unknown> }).default;
      for (const check of [esm, cjs]) {
        expect(check([{ a: 1 }, { a: 2 }])).toBe(true);
        expect(check([{ a: 1 }, { a: 1 }])).toBe(false);
      }
      // Bundled: neither build reaches for Ajv when it runs (the helper's own `.code` string names it, quoted).
      expect(readFileSync(join(dir, 'dist/distinct.js'), 'utf8')).not.toMatch(/^import\b.*["']ajv/m);
      expect(readFileSync(join(dir, 'dist/distinct.cjs'), 'utf8')).not.toMatch(/(?<!['"])require\(["']ajv/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
