import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorAnswers, type Route, type RouteName, routes } from '../../src/contract/index.ts';
import { openApiDocument } from './document.ts';
import { EXAMPLES, type LiveEvent } from './examples.ts';
import { openApiPath } from './operation.ts';

const document = openApiDocument('1.0.0');
const table = Object.entries(routes) as [RouteName, Route][];

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
const operationOf = (name: RouteName) => operations.find(({ operation }) => operation.operationId === name)!.operation;

describe('the OpenAPI document written from the route table', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    expect(await validator.validate(document)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the table, by its name, at its method and path; and nothing else', () => {
    const listed = operations.map(({ path, method, operation }) => `${operation.operationId}: ${method.toUpperCase()} ${path}`);
    const routed = table.map(([name, { method, path }]) => `${name}: ${method} ${openApiPath(path)}`);
    expect(listed.sort()).toEqual(routed.sort());
  });

  it('gives each route its success and every refusal it may give', () => {
    for (const [name, route] of table) {
      const statuses = new Set([route.status, ...errorAnswers(route).map(({ status }) => status)]);
      expect(Object.keys(operationOf(name).responses), name).toEqual([...statuses].sort().map(String));
    }
  });

  it("shows, for every route, examples that the route's own schemas accept", () => {
    for (const [name, route] of table) {
      const example = EXAMPLES[name];
      for (const part of ['params', 'query', 'headers', 'body'] as const) {
        const schema = route[part];
        if (schema) expect(z.safeParse(schema, example[part]).error, `${name}: ${part}`).toBeUndefined();
        else expect(example[part], `${name}: ${part}`).toBeUndefined();
      }
      const answers = route.answer === 'events' ? (example.answer as LiveEvent<unknown>[]).map(({ data }) => data).filter((data) => data !== null) : [example.answer];
      for (const answer of answers) {
        if (route.data) expect(z.safeParse(route.data, answer).error, `${name}: answer`).toBeUndefined();
        else expect(answer, `${name}: answer`).toBeNull();
      }
    }
  });

  it('names the menu’s currency beside its data, and shows an order with a configured line', () => {
    const menu = operationOf('getMenu').responses['200']!.content!['application/json'] as MediaType & { schema: { properties: object; required: string[] } };
    expect(menu.example).toMatchObject({ status: 'success', currency: 'NPR' });
    expect(menu.schema.properties).toMatchObject({ currency: { const: 'NPR' } });
    expect(menu.schema.required).toContain('currency');
    const sent = operationOf('createOrder').requestBody!.content['application/json']!.example as { cart: { choice?: object }[] };
    expect(sent.cart.find((line) => line.choice)).toMatchObject({ choice: { sizeId: 2, extraIds: [7], without: ['basil'] } });
    const placed = operationOf('createOrder').responses['201']!.content!['application/json']!.example as { data: { cart: { description?: string }[] } };
    expect(placed.data.cart.map((line) => line.description)).toContain('Large, thin crust · extra cheese · no basil');
  });

  it('holds every JSON example in it, answers and refusals, to the schema beside it', () => {
    // The document's own JSON Schemas, references and all: formats are left to the patterns zod writes beside them.
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(document, 'openapi.json');
    let checked = 0;
    for (const { path, method, operation } of operations) {
      const mediaTypes = [
        ['requestBody', operation.requestBody?.content],
        ...Object.entries(operation.responses).map(([status, { content }]) => [`responses/${status}`, content] as const),
      ] as const;
      for (const [where, content] of mediaTypes) {
        const json = content?.['application/json'];
        if (!json) continue;
        const pointer = ['paths', path, method, ...where.split('/'), 'content', 'application/json', 'schema'].map((step) => step.replaceAll('~', '~0').replaceAll('/', '~1'));
        const check = ajv.getSchema(`openapi.json#/${pointer.join('/')}`)!;
        const examples = json.examples ? Object.values(json.examples).map(({ value }) => value) : [json.example];
        for (const example of examples) {
          expect(check(example), `${operation.operationId} ${where}: ${ajv.errorsText(check.errors)}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(table.length * 2);
  });
});
