/**
 * Vite plugin: the browser checks the API's answers against the shared zod schemas
 * without downloading zod. `import check from './menu-schema.ts?schema=MenuSchema&check'`
 * compiles the zod schema `MenuSchema`, exported by menu-schema.ts, at build time:
 * zod writes it as JSON Schema, Ajv writes that as a plain function. The schema stays
 * the one definition; what ships is a kilobyte or two of code per answer (gzipped) instead
 * of zod's parser (7 kB on the menu's path). `answer-checks.test.ts` holds every compiled
 * check the web app imports to the verdicts zod gives.
 *
 * Only what JSON Schema can say is compiled: a schema with refinements, transforms or
 * defaults is refused, rather than checked less strictly than zod would check it.
 */
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import * as z from 'zod/mini';

/** The import query that asks for a compiled check: `?schema=<export>&check`. */
const CHECK_QUERY = /[?&]schema=(\w+)&check$/;

/** Ajv's code for `schema`, as an ES module whose default export is the check. */
export function compileCheck(schema: z.core.$ZodType, name: string): string {
  // 'throw': a refinement, transform or anything else JSON Schema cannot say fails the build.
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    // Draft 7: what these answers need, without the 2020 draft's bookkeeping of evaluated properties in every check.
    target: 'draft-07',
    unrepresentable: 'throw',
    override: ({ zodSchema }) => refuseUncompilable(zodSchema, name),
  });
  // Formats are left to the patterns zod writes next to them (an ISO date, say), as zod itself checks them.
  const ajv = new Ajv({ code: { source: true, esm: true }, validateFormats: false, strict: true });
  ajv.addSchema(jsonSchema, name);
  return `${standaloneCode(ajv, { check: name })}\nexport default check;\n`;
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

function isZodSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

export function answerChecks(): Plugin {
  return {
    name: 'chulo:answer-checks',
    async load(id) {
      const name = CHECK_QUERY.exec(id)?.[1];
      if (!name) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      // Each load reads the schema afresh: the dev server recompiles after an edit.
      const exports = (await tsImport(`${pathToFileURL(file).href}?at=${Date.now()}`, import.meta.url)) as Record<string, unknown>;
      const schema = exports[name];
      if (!isZodSchema(schema)) this.error(`${file} exports no zod schema named ${name}`);
      return compileCheck(schema, name);
    },
  };
}
