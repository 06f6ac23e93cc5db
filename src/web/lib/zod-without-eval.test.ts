import { expect, it } from 'vitest';

it('makes zod parse without compiling code, so the CSP never sees an eval', async () => {
  await import('./zod-without-eval.ts');
  const { config } = await import('zod/mini');
  expect(config().jitless).toBe(true);
});
