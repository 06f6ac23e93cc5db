import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openStore, type Store } from './data/database.ts';
import { migrateToLatest } from './data/migrations.ts';
import { seedMenu } from './data/seed.ts';
import { MenuBoard } from './domain/menu-board.ts';
import { OrderDesk } from './domain/order-desk.ts';
import { LocalOrderEvents } from './domain/order-events.ts';
import { createGeocoder } from './geocoder/create.ts';
import { errorEnvelope } from './plugins/errors.ts';
import { rateLimits, routeLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { imageRoutes } from './routes/images.ts';
import { menuRoutes } from './routes/menu.ts';
import { orderRoutes } from './routes/orders.ts';

export interface Shop {
  app: FastifyInstance;
  store: Store;
}

/** Opens the database (migrated and seeded) and builds the HTTP app around it. */
export async function buildShop(config: Config): Promise<Shop> {
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store.db as never);
  await seedMenu(store.db);

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 32 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // SSE streams must not hold a shutdown forever.
    forceCloseConnections: 'idle',
  });
  const events = new LocalOrderEvents();
  const menu = new MenuBoard(store.db);
  const orders = new OrderDesk(store.db, config.kitchen, events);
  const geocoder = createGeocoder(config.geocoderUrl);
  const limits = routeLimits(config.rateLimits);

  await app.register(errorEnvelope);
  await app.register(securityHeaders);
  await app.register(rateLimits, { limits: config.rateLimits });
  await app.register(menuRoutes, { menu });
  await app.register(orderRoutes, { orders, limits });
  await app.register(geocodeRoutes, { geocoder, limits });
  await app.register(imageRoutes, { menu });
  await app.register(webApp, { webRoot: config.webRoot });

  app.addHook('onReady', async () => geocoder.warmUp());
  app.addHook('onClose', async () => {
    await events.close();
    await store.db.destroy();
  });
  return { app, store };
}
