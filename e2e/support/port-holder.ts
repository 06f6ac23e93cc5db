import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** TCP's LISTEN state in the kernel's socket tables. */
const LISTEN = '0A';

/** A process listening on a port: its id and its command line. */
export interface PortHolder {
  pid: number;
  command: string;
}

/** The inodes of the sockets listening on `port` (any address, IPv4 or IPv6), from /proc/net; null where there is no /proc. */
function listeningSockets(port: number): Set<string> | null {
  if (!existsSync('/proc/net/tcp')) return null;
  const sockets = new Set<string>();
  // tcp6 is missing where IPv6 is off.
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'].filter((file) => existsSync(file))) {
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      // sl, local address (hex address:hex port), remote address, state, queues, timers, retransmits, uid, timeout, inode
      const [, local = '', , state, , , , , , inode = ''] = row.trim().split(/\s+/);
      if (state === LISTEN && Number.parseInt(local.split(':').at(-1) ?? '', 16) === port) sockets.add(inode);
    }
  }
  return sockets;
}

/** A file of /proc, or nothing when the process ended meanwhile or belongs to another user. */
function readProc<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/**
 * Who listens on `port`: the processes holding one of its listening sockets, found as `ss -ltnp`
 * finds them (Linux only). Null when this system cannot tell; empty when the holder is a process
 * this user may not look into.
 */
export function portHolders(port: number): PortHolder[] | null {
  const sockets = listeningSockets(port);
  if (!sockets) return null;
  const holders: PortHolder[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const descriptors = readProc(() => readdirSync(`/proc/${pid}/fd`), []);
    const holds = descriptors.some((fd) => {
      const target = readProc(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '');
      return sockets.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '');
    });
    if (holds) {
      const command = readProc(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '').split('\0').join(' ').trim();
      holders.push({ pid: Number(pid), command });
    }
  }
  return holders;
}
