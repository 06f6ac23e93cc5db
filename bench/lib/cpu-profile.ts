/**
 * A CPU profile of one server under one load: a server of its own started with `node --cpu-prof`,
 * loaded, stopped (Node writes the profile as it exits) and summarised by profile-summary.ts.
 * Apart from the measured runs, which the profiler would slow down.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, withServerProcess } from '@chulo/test-lab';
import { summarise } from '../profile-summary.ts';
import { load, type LoadOptions } from './load.ts';
import { benchServerOptions } from './server.ts';

export interface ProfileSummary {
  /** Answers (2xx) the profiled server gave during the load. */
  answered: number;
  /** profile-summary.ts's lines: self time by module and by function, total time by function. */
  lines: string[];
}

export async function profiledUnderLoad(
  databaseUrl: string,
  loadOf: (server: ServerProcess) => LoadOptions | Promise<LoadOptions>,
  { top = 15, env }: { top?: number; env?: Record<string, string> } = {},
): Promise<ProfileSummary> {
  const folder = mkdtempSync(join(tmpdir(), 'pizza-profile-'));
  try {
    const options = { ...benchServerOptions({ databaseUrl, env }), cpuProfileDir: folder };
    const answered = await withServerProcess(options, async (server) => (await load(await loadOf(server))).ok);
    // The main thread's profile is the largest; the offline geocoder's worker writes a small one beside it.
    const [main] = readdirSync(folder)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => join(folder, name))
      .sort((a, b) => statSync(b).size - statSync(a).size);
    if (!main) throw new Error('the profiled server wrote no CPU profile');
    return { answered, lines: summarise(main, top).split('\n') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
