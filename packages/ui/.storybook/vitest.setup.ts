/**
 * Runs in each story test page before its stories, where Vitest sets no time limit, and loads what the
 * page's first story would otherwise load within its own: axe-core, which the a11y addon imports for its
 * first check. Loading it took up to a second here beside other tests, and more on a busier machine.
 */
await import('axe-core');
