import * as z from 'zod/mini';
import * as contract from '../../src/contract/index.ts';
import type { Route } from '../../src/contract/index.ts';

/**
 * The contract's zod schemas as OpenAPI 3.1 schemas, written by zod itself (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1). Requests are described as callers send them (zod's input: a
 * default may be left out), answers as the server sends them (zod's output).
 */

export type JsonSchema = z.core.JSONSchema.BaseSchema;
type Side = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/** Each nested schema stands inside the document, which names the dialect once for all of them. */
function withoutDialect({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/** One schema, whole: a path's, query's or headers' object, whose properties become parameters. */
export function jsonSchemaOf(schema: z.ZodMiniType, side: Side): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { target: 'draft-2020-12', io: side }));
}

/** The name a schema has in the contract, without `Schema` (`NewOrderSchema` is `NewOrder`): its component's name. */
function contractName(schema: z.ZodMiniType): string {
  const [exported] = Object.entries(contract).find(([name, value]) => value === schema && name.endsWith('Schema')) ?? [];
  if (!exported) throw new Error('a request body or answer of the route table is not a schema the contract exports by name');
  return exported.slice(0, -'Schema'.length);
}

/** The schemas of one side, each a component, referring to each other by name where one holds another (the menu its pizzas). */
function componentsOf(schemas: Iterable<z.ZodMiniType>, side: Side): Record<string, JsonSchema> {
  const named = z.registry<{ id: string }>();
  for (const schema of schemas) if (!named.has(schema)) named.add(schema, { id: contractName(schema) });
  const { schemas: converted } = z.toJSONSchema(named, { target: 'draft-2020-12', io: side, uri: (id) => COMPONENTS + id });
  return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, withoutDialect(schema)]));
}

/** Every request body and answer of the table as a named component, and how an operation refers to one. */
export function schemaComponents(routes: readonly Route[]) {
  const requests = componentsOf(routes.flatMap(({ body }) => (body ? [body] : [])), 'input');
  const answers = componentsOf(routes.flatMap(({ data }) => (data ? [data] : [])), 'output');
  for (const name of Object.keys(requests)) {
    if (name in answers && JSON.stringify(requests[name]) !== JSON.stringify(answers[name])) {
      throw new Error(`${name} reads differently sent and answered: one component cannot describe both`);
    }
  }
  return {
    components: { ...requests, ...answers },
    ref: (schema: z.ZodMiniType): JsonSchema => ({ $ref: COMPONENTS + contractName(schema) }),
  };
}
