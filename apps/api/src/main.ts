import { buildShop } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app } = await buildShop(config);

/** SIGTERM: stop accepting, finish what is in flight, close the database, exit. */
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
