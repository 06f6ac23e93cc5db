import type { ChildProcess } from 'node:child_process';

/** Enough of a process's output to explain a failure, without growing without bound. */
const OUTPUT_KEPT = 64 * 1024;

/** Keeps the latest of what `child` prints on stdout and stderr; the returned function reads it. */
export function keepOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}
