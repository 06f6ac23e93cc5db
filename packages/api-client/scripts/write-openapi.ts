/**
 * Writes dist/openapi.json, the API's OpenAPI document (openapi/document.ts), once tsup has
 * built dist: `build` runs it after tsup, `dev` after every rebuild. Published as
 * `@chulo/api-client/openapi.json`; the server serves it at /api/openapi.json. Written whole
 * (a new file renamed into place), so that a server starting meanwhile never reads half of it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi/document.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const file = new URL('../dist/openapi.json', import.meta.url);
const draft = new URL(`../dist/openapi.json.${process.pid}.tmp`, import.meta.url);
writeFileSync(draft, JSON.stringify(openApiDocument(version)));
renameSync(draft, file);
