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
