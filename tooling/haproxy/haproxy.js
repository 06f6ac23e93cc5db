// Plain JavaScript, so that Node runs it as it is, like @chulo/chromium: from the server's tests and the bench.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's HAProxy, as the load-balancer test and benchmark run it: a real balancer, never a stand-in. */
export const HAPROXY_PATH = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

/** The tests install what they need on a fresh machine themselves, as root, from Debian's packages. */
export function ensureHaproxy() {
  if (existsSync(HAPROXY_PATH)) return;
  console.log(`${HAPROXY_PATH} is missing: installing Debian's haproxy package with apt-get.`);
  // Waits for apt's and dpkg's locks while another apt-get holds them (the machine's own, or another package's tests) instead of failing.
  const lock = '-o DPkg::Lock::Timeout=600';
  execSync(`apt-get ${lock} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${lock} install -y -qq haproxy`, { stdio: 'inherit' });
  if (!existsSync(HAPROXY_PATH)) throw new Error(`apt-get installed haproxy, but ${HAPROXY_PATH} is still missing`);
}
