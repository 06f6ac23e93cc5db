import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's package, apps/api: where `pnpm start` and `pnpm staff` run. Found by its place in the
 * workspace, not by name: the server's own tests use this package, so depending on the server would
 * make a cycle. Only its build and its command line are used, never its modules.
 */
export const API_DIR = fileURLToPath(new URL('../../../../apps/api/', import.meta.url));

/**
 * `node`'s arguments that make a Node process exit once the process that started it is gone, given
 * that its stdin is a pipe that process holds open (see exit-with-parent.mjs). Every server started
 * for a test gets them; a harness may give them to its other helper processes.
 */
export const EXIT_WITH_PARENT: readonly string[] = ['--import', new URL('./exit-with-parent.mjs', import.meta.url).href];

/** A file of the server's build (of apps/api, or `apiDir`), or a failure that says how to make it. */
function builtFile(file: string, apiDir = API_DIR): string {
  const path = join(apiDir, 'dist', file);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the server first (\`pnpm build\`; Turborepo builds it before \`pnpm test\` and \`pnpm bench\`)`);
  }
  return path;
}

/**
 * `node`'s arguments to run the server: built, as `pnpm start` runs it (`node dist/main.js`), or
 * from its TypeScript sources; either way with EXIT_WITH_PARENT. `apiDir`: another checkout's
 * server package, built, instead of this one.
 */
export function serverArguments({ built, apiDir }: { built: boolean; apiDir?: string }): string[] {
  return built ? [...EXIT_WITH_PARENT, builtFile('main.js', apiDir)] : ['--import', 'tsx', ...EXIT_WITH_PARENT, 'src/main.ts'];
}

/** `node`'s arguments to run the staff command: built, as `pnpm staff` runs it (`node dist/cli/staff.js`), or from its sources. */
export function staffCommandArguments({ built }: { built: boolean } = { built: true }): string[] {
  return built ? [builtFile('cli/staff.js')] : ['--import', 'tsx', 'src/cli/staff-command.ts'];
}
