import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AnswerCheck } from '../src/lib/answer-check.ts';
import { compileCheck } from './answer-checks.ts';

const WEB = resolve(import.meta.dirname, '../src');
const ISO = '2026-11-23T10:15:00.000Z';

/** A valid answer for each schema the web app checks: the start of every comparison with zod. */
const PIZZA = { id: 3, name: 'Momo Pizza', unitPrice: 850.5, ingredients: ['tomato', 'chicken momo'], soldOut: false, imageUrl: '/images/pizzas/3.svg' };
const ORDER = {
  id: 'K7M2P9QX',
  status: 'baking',
  priority: true,
  priorityPrice: 170,
  orderPrice: 850,
  estimatedDelivery: ISO,
  createdAt: '2026-11-23T09:50:12Z',
  cart: [{ pizzaId: 3, name: 'Momo Pizza', quantity: 2, unitPrice: 425, totalPrice: 850 }],
  statusHistory: [{ status: 'preparing', at: '2026-11-23T09:50:12Z' }],
};
const STAFF_ORDER = { ...ORDER, customer: 'Sita', phone: '9841234567', address: 'Thamel, Kathmandu 44600, Nepal', position: '27.71, 85.31' };
const SAMPLES: Record<string, unknown> = {
  PizzaSchema: PIZZA,
  MenuSchema: [PIZZA, { ...PIZZA, id: 4, soldOut: true, ingredients: [] }],
  OrderSchema: ORDER,
  PlacedOrderSchema: { id: 'K7M2P9QX' },
  StaffOrderSchema: STAFF_ORDER,
  StaffOrdersSchema: [STAFF_ORDER],
  OrderStatusSchema: 'delivering',
  GeocodeSchema: { latitude: 27.7172, longitude: 85.324, locality: 'Thamel', city: 'Kathmandu', postcode: '44600', countryName: 'Nepal', countryCode: 'NP' },
  StaffSessionSchema: { username: 'ram', csrfToken: 'x1y2z3', expiresAt: 1_795_000_000_000 },
};

/** Every `import check from '<module>?schema=<Name>&check'` in the web app. */
function checksInUse(): { module: string; name: string }[] {
  const found = new Map<string, { module: string; name: string }>();
  for (const file of readdirSync(WEB, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(WEB, file), 'utf8');
    for (const [, specifier, name] of source.matchAll(/^import \w+ from '([^']+)\?schema=(\w+)&check';$/gm)) {
      // A package's module is imported by its name; a file of the app's by its path.
      const module = specifier!.startsWith('.') ? resolve(WEB, dirname(file), specifier!) : specifier!;
      found.set(`${module}#${name}`, { module, name: name! });
    }
  }
  return [...found.values()];
}

async function compiled(schema: z.core.$ZodType, name: string): Promise<AnswerCheck> {
  const code = compileCheck(schema, name);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default as AnswerCheck;
}

/** Every place in `value` a mutation can hit: '' is the whole value. */
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

/** Values near the edges of what the schemas allow: zero, fractions, huge numbers, dates that are almost ISO. */
const edgeValue = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1, 99, 100, 2 ** 53, -1e-9, Number.MAX_VALUE, Infinity, NaN),
  fc.constantFrom('', 'preparing', 'cancelled', 'Baking', ISO, '2026-11-23T10:15:00Z', '2026-02-29T10:00:00Z', '2028-02-29T10:00:00Z'),
  fc.constantFrom('2026-11-23T10:15:00+05:45', '2026-11-23 10:15:00Z', '2026-11-23', '2026-13-01T00:00:00Z', '2026-11-23T24:00:00Z'),
  fc.constantFrom(null, true, false, [], {}),
  fc.anything(),
);

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: edgeValue.map((put) => ({ put })) },
  { weight: 1, arbitrary: fc.constant({ remove: true as const }) },
  { weight: 1, arbitrary: fc.record({ add: fc.constantFrom('extra', 'id', '__proto__', 'length', '0'), value: edgeValue }) },
);

describe('answer checks compiled from the shared zod schemas', () => {
  const inUse = checksInUse();

  it('cover every schema the web app imports as a check, each with a sample here', () => {
    expect(inUse.length).toBeGreaterThan(0);
    expect(inUse.map(({ name }) => name).filter((name) => !(name in SAMPLES))).toEqual([]);
  });

  it.each(inUse.map(({ module, name }) => [name, module]))('%s says what zod says, for its sample and thousands of changes to it', async (name, module) => {
    const schema = ((await import(module)) as Record<string, z.core.$ZodType>)[name]!;
    const check = await compiled(schema, name);
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

  it('say why they refuse an answer', async () => {
    const check = await compiled(z.object({ unitPrice: z.number().check(z.gte(0)) }), 'Price');
    expect(check({ unitPrice: -5 })).toBe(false);
    expect(check.errors?.[0]).toMatchObject({ instancePath: '/unitPrice', message: 'must be >= 0' });
  });

  it.each([
    ['a refinement', z.string().check(z.refine((text) => text.startsWith('9')))],
    ['a transform', z.pipe(z.string(), z.transform((text) => text.length))],
    ['a default', z._default(z.string(), 'Kathmandu')],
  ])('refuse %s rather than check less than zod would', (_kind, schema) => {
    expect(() => compileCheck(schema, 'Uncompilable')).toThrow(/^Uncompilable: /);
  });
});
