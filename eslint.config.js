import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', 'apps/api/data', '**/test-results', '**/playwright-report', 'bench/results', '.turbo', '**/storybook-static'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read arbitrary JSON answers.
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/testing/**', 'tooling/test-lab/src/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Another team's CommonJS, as the consumer test runs it: require is the point.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // React Router is one module to the build, so whatever of it any screen uses rides in every customer's first
    // download (the app chunk). Its Link brings framework mode's prefetching, and NavLink and useSearchParams,
    // which only the kitchen used, more besides: the app has its own Link (src/router/Link.tsx),
    // and the kitchen marks its current screen with useMatch and reads its query with useLocation.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'useSearchParams'],
              message: "it would ride in every customer's first download (see eslint.config.js): use src/router/Link.tsx, useMatch, or useLocation's search",
            },
          ],
        },
      ],
    },
  },
);
