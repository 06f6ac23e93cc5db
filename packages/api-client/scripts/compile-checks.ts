/**
 * Writes src/generated/<answer>.ts, the compiled check of each answer the client reads
 * (see answer-checks.ts). Run before every build, type-check and test; the files are
 * not committed. Turborepo may run those side by side: each file is written whole
 * (a new file renamed into place) and only when it changes.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import * as contract from '../src/contract/index.ts';
import { ANSWER_CHECKS, checkModule, compileCheck } from './answer-checks.ts';

const GENERATED = join(import.meta.dirname, '../src/generated');

function writeIfChanged(file: string, text: string): void {
  let before: string | null = null;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (before === text) return;
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, text);
  renameSync(draft, file);
}

mkdirSync(GENERATED, { recursive: true });
const wanted = new Set<string>();
for (const [answer, name] of Object.entries(ANSWER_CHECKS)) {
  const schema = (contract as Record<string, unknown>)[name] as z.core.$ZodType | undefined;
  if (!schema) throw new Error(`the contract exports no schema named ${name}`);
  const file = `${answer}.ts`;
  wanted.add(file);
  writeIfChanged(join(GENERATED, file), checkModule(name, compileCheck(schema, name)));
}
// A check the client no longer reads goes with its answer.
for (const file of readdirSync(GENERATED)) {
  if (!wanted.has(file) && !file.endsWith('.tmp')) rmSync(join(GENERATED, file));
}
