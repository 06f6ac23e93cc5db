import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server's package, apps/api: where `pnpm start` and `pnpm staff` run. */
export const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A file of the server's build, or a failure that says how to make it. */
function builtFile(file: string): string {
  const path = fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the server first (\`pnpm build\`; Turborepo builds it before \`pnpm test\` and \`pnpm bench\`)`);
  }
  return path;
}

/** `node`'s arguments to run the server: built, as `pnpm start` runs it (`node dist/main.js`), or from its TypeScript sources. */
export function serverArguments({ built }: { built: boolean }): string[] {
  return built ? [builtFile('main.js')] : ['--import', 'tsx', 'src/main.ts'];
}

/** `node`'s arguments to run the built staff command, as `pnpm staff` runs it (`node dist/cli/staff.js`). */
export function staffCommandArguments(): string[] {
  return [builtFile('cli/staff.js')];
}
