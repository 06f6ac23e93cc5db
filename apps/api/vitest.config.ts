import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The suite starts servers, databases and threads while every other package tests beside it on two
    // cores: no test may fail for being slow. A hung test still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
