import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per module, not one bundle: an app that imports the phone rule on one screen and
  // pricing on another can split them between its screens' chunks as it would split its own files.
  entry: ['src/*.ts', '!src/*.test.ts'],
  format: ['esm', 'cjs'],
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  target: 'es2022',
});
