/**
 * Loaded into every server a test harness starts (`node --import` this file), never in production:
 * the server stops when the harness that started it is gone, however it went, so no interrupted
 * run leaves a server holding its port. Linux does not end a child with its parent; a pipe does
 * the job: the harness holds the write end of the server's stdin and never writes, and when the
 * harness dies (even by SIGKILL) the kernel closes it, so the server reads the end of its input.
 * Any Node process that stops cleanly on SIGTERM can be tied to its harness the same way.
 *
 * Plain JavaScript, because the built server runs without a TypeScript loader.
 */
import { Socket } from 'node:net';

/** A shutdown that hangs (a stuck connection) must still free the port. */
const SHUTDOWN_DEADLINE_MS = 10_000;

// Only a pipe can tell: stdin on a terminal, a file or /dev/null has no harness behind it to outlive.
// Node makes a pipe a Socket, and a terminal a Socket with isTTY. (fs.fstatSync(0) would tell too,
// but called here, on Node 20.20, it made the server fail to find its own packages.)
if (process.stdin instanceof Socket && !process.stdin.isTTY) {
  process.stdin.once('close', () => {
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // As a deploy stops it: stop accepting, finish what is in flight, close the database.
    process.kill(process.pid, 'SIGTERM');
  });
  process.stdin.resume();
  // Watching for the end must never be what keeps the server running.
  process.stdin.unref();
}
