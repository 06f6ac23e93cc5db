/**
 * Zod compiles fast object parsers with `new Function` after probing whether it is
 * allowed. Our Content-Security-Policy forbids eval, and Chrome reports the probe as
 * a CSP violation even though zod catches it. `jitless` skips probe and compiler.
 *
 * It must be set before the first schema is built, and the schemas (with zod) load
 * only when a screen needs them, so it is set here, on the config object zod shares
 * through `globalThis`, without loading zod itself. Imported first by main.tsx.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const shared = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
// Changed in place: a zod already loaded keeps reading the same object.
(shared.__zod_globalConfig ??= {}).jitless = true;

export {};
