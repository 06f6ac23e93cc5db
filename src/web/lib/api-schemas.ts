/**
 * What `api.ts` loads on first use: the shared schemas and the few zod/mini
 * functions it builds answers from. Named exports only, so the bundle keeps just
 * the parts of zod/mini the schemas use.
 */
export * from '../../shared/schemas.ts';
export { array, pick } from 'zod/mini';
