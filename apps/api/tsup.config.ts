import { defineConfig } from 'tsup';

/** The server as `pnpm start` runs it: plain JavaScript for Node, its dependencies left to node_modules. */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'cli/staff': 'src/cli/staff-command.ts',
    // Started by ThreadedGeocoder as a file beside main.js.
    'geocoder-worker': 'src/geocoder/geocoder-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
});
