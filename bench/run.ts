/**
 * `pnpm bench` runs every target; `pnpm bench api scale` runs the ones named (from the
 * workspace's root, which builds what the bench runs first). Each prints its tables and writes
 * bench/results/<name>.json. See bench/README.md.
 */
import { api } from './api.ts';
import { failover } from './failover.ts';
import { machineInfo } from './lib/machine.ts';
import { publish, type TargetReport } from './lib/report.ts';
import { scale } from './scale.ts';
import { soak } from './soak.ts';
import { sse } from './sse.ts';
import { startup } from './startup.ts';
import { web } from './web.ts';

const TARGETS: Record<string, () => Promise<TargetReport>> = { api, scale, startup, sse, soak, failover, web };

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(`unknown target ${unknown.join(', ')}; the targets are: ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(TARGETS);

const machine = machineInfo();
console.log(`bench on ${machine.cpuModel} × ${machine.cores}, ${machine.memoryGiB} GiB, Node ${machine.node}: ${names.join(', ')}`);

let failedGoals = 0;
let crashed = 0;
for (const name of names) {
  const startedAt = new Date();
  console.log(`\n=== ${name} ===`);
  try {
    const report = await TARGETS[name]!();
    publish(name, report, startedAt);
    failedGoals += report.goals.filter((goal) => !goal.pass).length;
  } catch (error) {
    crashed++;
    console.error(`${name} could not finish:`, error);
  }
}

console.log(`\n${names.length - crashed} of ${names.length} targets ran; ${failedGoals} goal(s) missed.`);
// A missed goal is a finding, not a broken benchmark: only a target that could not run fails the command.
process.exit(crashed > 0 ? 1 : 0);
