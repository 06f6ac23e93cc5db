import { defineConfig } from 'tsup';

export default defineConfig({
  // A file per component: an app's bundler keeps only the components each screen uses.
  entry: ['src/*.{ts,tsx}', '!src/*.stories.tsx', '!src/*.test.{ts,tsx}'],
  format: ['esm'],
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@chulo/domain'],
});
