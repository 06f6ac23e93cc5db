import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  openFilesLimit: { soft: string; hard: string };
}

/** The "Max open files" line of /proc/<pid>/limits: what bounds the number of sockets. */
export function openFilesLimit(pid: number | 'self' = 'self'): { soft: string; hard: string } {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const [soft = '?', hard = '?'] = line?.slice('Max open files'.length).trim().split(/\s+/) ?? [];
    return { soft, hard };
  } catch {
    return { soft: '?', hard: '?' };
  }
}

/** What every result file records, since absolute numbers only mean something next to the machine. */
export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    openFilesLimit: openFilesLimit(),
  };
}

export interface Memory {
  rssMiB: number;
  /** The resident set's high-water mark since the process started (VmHWM). */
  peakRssMiB: number;
}

export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** CPU seconds used so far by every process running `command` (e.g. all of PostgreSQL's backends). */
export function commandCpuSeconds(command: string): number {
  let pids: string[];
  try {
    pids = execFileSync('pgrep', ['-x', command], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      total += cpuSeconds(Number(pid));
    } catch {
      // It ended between listing and reading.
    }
  }
  return total;
}
