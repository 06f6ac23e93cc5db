/**
 * Runs in each story test page before its stories, where Vitest sets no time limit, and loads what the
 * page's first story would otherwise load within its own: the Nepali number polyfill (Debian's Chromium
 * has no Nepali data; the preview's loader waits for it) and axe-core, which the a11y addon imports for
 * its first check. Loading both took up to a second here beside other tests, and more on a busier machine.
 */
import { nepaliNumbersReady } from '../src/nepali-numbers.ts';

await Promise.all([nepaliNumbersReady(), import('axe-core')]);
