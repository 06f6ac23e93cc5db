import { readFileSync } from 'node:fs';

const README = new URL('../../README.md', import.meta.url);

/** The variables of the README's configuration table, in its order. */
export function readmeVariables(): string[] {
  const section = readFileSync(README, 'utf8').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((row) => row[1] as string);
}
