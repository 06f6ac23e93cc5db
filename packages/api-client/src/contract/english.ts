import * as z from 'zod/mini';

/**
 * zod/mini leaves the words of its built-in checks to the caller: registers English, as full zod
 * does, unless a locale is already set. Called by each module of request schemas, so that it runs
 * wherever one of them is bundled.
 */
export function withEnglishMessages(): void {
  if (!z.config().localeError) z.config(z.locales.en());
}
