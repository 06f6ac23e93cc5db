import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pureReactDefinitions } from './pure-react-definitions.ts';

/** The react-router that react-router-dom (the app's dependency) re-exports. */
const reactRouter = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router/package.json'),
);
const production = (file: string) => join(reactRouter, 'dist/production', file);
/** Those files, as the build names the modules it reads. */
const PRODUCTION_FILES = /\/react-router\/dist\/production\/[^/]+\.mjs$/;

/**
 * Vite plugin. React Router 7 ships a production build, but its package exports name only
 * the development one (remix-run/react-router#12532, #14102), whose warnings and checks then
 * run for customers. Production builds take the production files: the same API without the
 * development work, and smaller.
 *
 * Its components and contexts are then written so that the build drops those the app does not use
 * (pureReactDefinitions; remix-run/react-router#15299 proposes the same upstream): the customer's
 * app then goes without `Form` and what only it uses.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'chulo:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: PRODUCTION_FILES },
      handler: (code, id) => pureReactDefinitions(code, id),
    },
  };
}
