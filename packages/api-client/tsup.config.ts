import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { contract: 'src/contract/index.ts' },
  format: ['esm', 'cjs'],
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  target: 'es2022',
});
