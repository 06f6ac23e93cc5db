import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** Every task Turborepo would run for the API's own build, checks and tests, from its dry run. */
function tasksForTheApi(): string[] {
  const plan = execFileSync(
    'pnpm',
    ['--workspace-root', 'exec', 'turbo', 'run', 'build', 'typecheck', 'lint', 'test', '--filter=@chulo/api', '--dry-run=json'],
    { encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  return (JSON.parse(plan) as { tasks: { taskId: string }[] }).tasks.map((task) => task.taskId);
}

it('builds, checks and tests the API without building the web app or the UI kit', { timeout: 60_000 }, () => {
  const tasks = tasksForTheApi();
  expect(tasks).toContain('@chulo/api#test');
  expect(tasks.filter((task) => task.startsWith('@chulo/web#') || task.startsWith('@chulo/ui#'))).toEqual([]);
});
