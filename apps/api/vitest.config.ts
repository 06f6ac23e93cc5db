import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The suite starts servers, databases and threads while every other package tests beside it on two
    // cores: no test may fail for being slow. A hung test still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Its files mostly wait (on the servers they start, PostgreSQL, timers and streams): more of them run at
    // once than there are cores, where Vitest's default (one fewer than the cores) leaves a small machine idle.
    maxWorkers: '150%',
  },
});
