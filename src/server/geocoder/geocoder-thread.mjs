// The geocoder thread's entry. A new thread does not inherit the TypeScript loader
// the server runs under, so it registers tsx before loading the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./geocoder-worker.ts');
