// The geocoder thread's entry when the server runs from source: a new thread does not inherit
// the TypeScript loader the server runs under, so it registers tsx before loading the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./geocoder-worker.ts');
