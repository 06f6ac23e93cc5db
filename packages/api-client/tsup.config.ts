import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per module, not one bundle (what two entries share goes to a chunk of its own): an app's bundler can
  // split the client between its screens as it splits its own files, each call with the compiled check of its answer
  // (src/generated, written by scripts/compile-checks.ts).
  // The testing entry ships too, for the packages that test against the contract; its Vitest helpers stay home.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/fake-connection.ts'],
  format: ['esm', 'cjs'],
  // CommonJS too shares each module between the entry points, as ES modules do: one HttpError class, whichever
  // entry (`.` or `./staff`) threw it, so that `instanceof` holds.
  splitting: true,
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  // Every rebuild empties dist but for the OpenAPI document, which scripts/write-openapi.ts writes after each build:
  // a server that starts while tsup rebuilds (`pnpm dev`) still finds one.
  clean: ['!openapi.json'],
  target: 'es2022',
});
