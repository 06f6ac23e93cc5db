/**
 * The one step in which the two ways of serving the route table differ: checking a request against
 * its schema. Fastify serialises answers with fast-json-stringify either way, and the menu reads no
 * input. Both checks run here on the same bodies, one after the other in turns, in one process:
 * zod's `safeParse` of the table's schema (what the server does), and Ajv's code compiled from the
 * JSON Schema zod writes for it (the alternative), which cannot carry the phone rule, a refinement.
 */
import { Ajv } from 'ajv';
import { safeParse, toJSONSchema } from 'zod/v4/core';
import { NewOrderSchema } from '@chulo/api-client/contract';
import { withTestDatabase } from '@chulo/test-lab';
import { withServer } from './server.ts';
import { fetchMenu, orderBodies } from './shop-data.ts';

export interface ValidationTiming {
  way: string;
  /** Microseconds per body, median of the rounds. */
  microseconds: number;
  accepted: number;
}

const ROUNDS = 7;

function timePerBody(check: (body: unknown) => boolean, bodies: unknown[]): { microseconds: number; accepted: number } {
  let accepted = 0;
  const started = process.hrtime.bigint();
  for (const body of bodies) if (check(body)) accepted++;
  return { microseconds: Number(process.hrtime.bigint() - started) / 1_000 / bodies.length, accepted };
}

/** Checks `bodies` (parsed JSON, as Fastify hands them over) both ways, in alternating rounds. */
export function compareOrderValidation(bodies: unknown[]): ValidationTiming[] {
  const jsonSchema = toJSONSchema(NewOrderSchema, { io: 'input', target: 'draft-07', unrepresentable: 'any' });
  const ajv = new Ajv({ allErrors: false, strict: false, validateFormats: false });
  const ajvCheck = ajv.compile(jsonSchema);
  const ways: [string, (body: unknown) => boolean][] = [
    ['zod safeParse (the route table’s schema, as served)', (body) => safeParse(NewOrderSchema, body).success],
    ['Ajv, compiled from the same schema as JSON Schema (no phone rule)', (body) => ajvCheck(body)],
  ];
  const rounds = ways.map(() => [] as { microseconds: number; accepted: number }[]);
  // Warm both up, then alternate, so that neither gets a quieter moment of the machine than the other.
  for (const [, check] of ways) timePerBody(check, bodies);
  for (let round = 0; round < ROUNDS; round++) ways.forEach(([, check], index) => rounds[index]!.push(timePerBody(check, bodies)));
  return ways.map(([way], index) => {
    const sorted = rounds[index]!.map((run) => run.microseconds).sort((a, b) => a - b);
    return { way, microseconds: sorted[Math.floor(sorted.length / 2)]!, accepted: rounds[index]![0]!.accepted };
  });
}

/** The bodies the order runs send (the served menu's), checked both ways the route table could be served. */
export function validationOfOrderBodies(): Promise<ValidationTiming[]> {
  return withTestDatabase('sqlite', (database) =>
    withServer({ databaseUrl: database.url, label: 'api-validation' }, async (server) => {
      const { pizzas } = await fetchMenu(server.baseUrl);
      return compareOrderValidation(orderBodies(pizzas, 5_000, 42).map((body) => JSON.parse(body) as unknown));
    }),
  );
}
