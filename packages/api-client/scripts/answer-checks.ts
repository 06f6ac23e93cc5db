/**
 * The client checks every answer against the contract's zod schemas without shipping zod:
 * each answer schema is compiled, when the package is built, into a plain function (zod
 * writes JSON Schema, Ajv writes that as code). The schema stays the one definition; what
 * ships is a kilobyte or two of code per answer, imported by the calls that read it, so that
 * an app's bundler puts it beside them. `answer-checks.test.ts` holds every compiled check
 * to the verdicts zod gives.
 *
 * Only what JSON Schema can say is compiled: a schema with refinements, transforms or
 * defaults is refused, rather than checked less strictly than zod would check it.
 */
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import * as z from 'zod/mini';

/** The answers the client checks: the generated module's name, and the contract's schema it is compiled from. */
export const ANSWER_CHECKS = {
  menu: 'MenuSchema',
  pizza: 'PizzaSchema',
  order: 'OrderSchema',
  'placed-order': 'PlacedOrderSchema',
  geocode: 'GeocodeSchema',
  'shop-status': 'ShopStatusSchema',
  'staff-session': 'StaffSessionSchema',
  'staff-order': 'StaffOrderSchema',
  'staff-orders': 'StaffOrdersSchema',
  'staff-account': 'StaffAccountSchema',
  'staff-accounts': 'StaffAccountsSchema',
  'staff-pizza': 'StaffPizzaSchema',
  'staff-pizzas': 'StaffPizzasSchema',
  'staff-choice': 'StaffChoiceSchema',
  'staff-choices': 'StaffChoicesSchema',
  'sales-report': 'SalesReportSchema',
  history: 'HistorySchema',
  'kitchen-pacing': 'KitchenPacingSchema',
  'payment-start': 'PaymentStartSchema',
  // Not ShopSettingsSchema: its hours carry @chulo/domain's rules as a refinement, which JSON Schema cannot say (src/staff/shop.ts).
} as const;

/** Ajv's code for `schema`: an ES module that exports the check as `check`. */
export function compileCheck(schema: z.core.$ZodType, name: string): string {
  // 'throw': a refinement, transform or anything else JSON Schema cannot say fails the build.
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    // Draft 7: what these answers need, without the 2020 draft's bookkeeping of evaluated properties in every check.
    target: 'draft-07',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => refuseUncompilable(zodSchema, name),
  });
  return checkCode(jsonSchema, name);
}

/** Ajv's code for a JSON Schema, trimmed, with its runtime helpers imported. */
export function checkCode(jsonSchema: object, name: string): string {
  const ajv = new Ajv({
    code: { source: true, esm: true },
    // Formats are left to the patterns zod writes next to them (an ISO date, say), as zod itself checks them.
    validateFormats: false,
    strict: true,
  });
  ajv.addSchema(jsonSchema, name);
  return importRuntimeHelpers(trimParameters(trimErrors(standaloneCode(ajv, { check: name }))));
}

/** `,schemaPath:"…",keyword:"…",params:{…}` in an error Ajv reports; `params` may hold strings with braces (a pattern). */
const UNREAD_ERROR_FIELDS = /,schemaPath:"[^"]*",keyword:"[^"]*",params:\{(?:"(?:[^"\\]|\\.)*"|[^{}"])*\}/g;

/**
 * Of each error a check reports, the client reads where (`instancePath`) and what (`message`): the
 * rest (the schema's path, the keyword and its parameters) is left out of the shipped code, which
 * the customer's first page downloads.
 */
function trimErrors(code: string): string {
  const trimmed = code.replace(UNREAD_ERROR_FIELDS, '');
  if (/schemaPath:|keyword:|params:/.test(trimmed)) throw new Error(`an error of this check is not trimmed:\n${trimmed}`);
  return trimmed;
}

/** The options Ajv's checks take, of which a check that calls no other reads only `instancePath`. */
const PARAMETERS = /\{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}/g;

/** Ajv's signature without the parent and root data when nothing in the check reads them: less for the first page to download. */
function trimParameters(code: string): string {
  const trimmed = code.replace(PARAMETERS, '{instancePath=""}={}');
  return /\b(parentData|parentDataProperty|rootData)\b/.test(trimmed) ? code : trimmed;
}

/** Kinds whose answer zod would change (a default filled in, a value transformed): a check only says yes or no. */
const CHANGING = new Set(['pipe', 'transform', 'default', 'prefault', 'catch']);

function refuseUncompilable(schema: z.core.$ZodType, name: string): void {
  const { type, checks } = schema._zod.def;
  if (type === 'custom' || checks?.some((check) => check._zod.def.check === 'custom')) {
    throw new Error(`${name}: a refinement cannot be compiled into an answer check`);
  }
  if (CHANGING.has(type)) throw new Error(`${name}: a ${type} changes the answer; an answer check cannot`);
}

const HELPER = /const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;/g;

/**
 * Ajv's code reaches its runtime helpers (a string's length in characters, deep equality)
 * through `require`, even in an ES module. Here they become imports, which the package's
 * build bundles into `dist`: the shipped checks need no Ajv, in ES modules or CommonJS.
 * The helpers are CommonJS; whichever way a bundler reads their default export, the
 * function is taken from it. (No answer needs one today. A length limit would: Ajv counts
 * characters where zod counts UTF-16 units, which the test's emoji would catch.)
 */
function importRuntimeHelpers(code: string): string {
  const imports: string[] = [];
  const rewritten = code.replace(HELPER, (_line, local: string, helper: string) => {
    imports.push(`import ${local}$module from "${helper}.js";`);
    return `const ${local} = ${local}$module.default ?? ${local}$module;`;
  });
  if (rewritten.includes('require(')) throw new Error(`an answer check needs a runtime helper that is not rewritten:\n${rewritten}`);
  return [...imports, rewritten.replace(/^"use strict";/, '')].join('\n');
}

/** The generated module of one answer: the compiled check as its default export, typed as its schema's output. */
export function checkModule(name: string, code: string): string {
  return [
    '/* eslint-disable */',
    '// @ts-nocheck',
    `// ${name} of the contract, compiled by scripts/compile-checks.ts before every build, type-check and test: do not edit.`,
    "import type * as z from 'zod/mini';",
    "import type { AnswerCheck } from '../answer-check.ts';",
    `import type { ${name} } from '../contract/index.ts';`,
    code.trim(),
    `export default check as AnswerCheck<z.output<typeof ${name}>>;`,
    '',
  ].join('\n');
}
