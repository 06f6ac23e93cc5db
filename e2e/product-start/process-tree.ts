import { readdirSync, readFileSync } from 'node:fs';

/** A process, told apart from a later one given the same number by when it started. */
export interface Process {
  pid: number;
  startTime: string;
}

/** What `/proc/<pid>/stat` says of a process (Linux); null once it is gone. */
function status(pid: number): { state: string; parent: number; startTime: string } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields 3 onwards, after the name in parentheses, which may itself hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] as string, parent: Number(fields[1]), startTime: fields[19] as string };
}

/** Whether `process` still runs: a zombie has finished, whoever has yet to reap it. */
export function isRunning(known: Process): boolean {
  const now = status(known.pid);
  return now !== null && now.startTime === known.startTime && now.state !== 'Z';
}

/** `root` and every process below it, children before grandchildren. */
export function processTree(root: number): Process[] {
  const childrenOf = new Map<number, Process[]>();
  let rootProcess: Process | null = null;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const pid = Number(entry);
    const found = status(pid);
    if (!found) continue;
    if (pid === root) rootProcess = { pid, startTime: found.startTime };
    childrenOf.set(found.parent, [...(childrenOf.get(found.parent) ?? []), { pid, startTime: found.startTime }]);
  }
  if (!rootProcess) return [];
  const tree = [rootProcess];
  for (let generation = childrenOf.get(root) ?? []; generation.length > 0; generation = generation.flatMap(({ pid }) => childrenOf.get(pid) ?? [])) {
    tree.push(...generation);
  }
  return tree;
}

/** Sends `signal` to each of `processes` that still runs. */
export function signalEach(processes: Process[], signal: NodeJS.Signals): void {
  for (const { pid } of processes.filter(isRunning)) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      // It ended between the check and the signal.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}
