import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openStore, type Store } from './data/database.ts';
import { migrateToLatest } from './data/migrations.ts';
import { findOrder, kitchenBacklog } from './data/order-rows.ts';
import { PostgresShopEvents } from './live/pg-events.ts';
import { seedMenu } from './data/seed.ts';
import { orderNotFound } from './refusals.ts';
import { HeldOrderRelease } from './services/held-orders.ts';
import { KitchenAutopilot } from './services/kitchen-autopilot.ts';
import { MenuBoard } from './routes/menu-board.ts';
import { MenuEditor } from './services/menu-editor.ts';
import { KitchenMoves } from './services/kitchen-moves.ts';
import { OrderIntake } from './services/order-intake.ts';
import { toPublicOrder, toStaffOrder } from './services/order-views.ts';
import type { Clock } from './services/clock.ts';
import { LocalShopEvents, type ShopEvents } from './live/shop-events.ts';
import { ShopSettingsKeeper } from './services/shop-settings-keeper.ts';
import { KitchenPace } from './services/kitchen-pace.ts';
import { SignInBackOff } from './services/sign-in-back-off.ts';
import { StaffAccounts } from './services/staff-roster.ts';
import { createGeocoder } from './geocoder/create.ts';
import { eventStreams } from './live/event-streams.ts';
import { OrderWatch } from './live/order-watch.ts';
import { SessionWatch } from './live/session-watch.ts';
import { connectionDraining } from './plugins/connection-draining.ts';
import { lookupMisses } from './plugins/lookup-misses.ts';
import { type FirstAnswer, serverAnsweringFirst } from './plugins/first-answers.ts';
import { oneHost } from './plugins/one-host.ts';
import { PhotoFolder } from './pictures/photo-folder.ts';
import { crossOrigin } from './plugins/cross-origin.ts';
import { clientErrorHandler, errorEnvelope, frameworkErrors } from './plugins/errors.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { requestForLog } from './plugins/request-log.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staffAuth } from './plugins/staff-auth.ts';
import { refuseUnstorableText } from './plugins/unstorable-text.ts';
import { webApp } from './plugins/web-app.ts';
import { validateWithContract } from './routes/serve.ts';
import { apiDocs } from './routes/api-docs.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { imageRoutes } from './routes/images.ts';
import { menuFirst, menuRoutes } from './routes/menu.ts';
import { orderEventRoutes } from './routes/order-events.ts';
import { orderRoutes } from './routes/orders.ts';
import { phoneOrderRoutes } from './routes/phone-orders.ts';
import { photoRoutes } from './routes/photos.ts';
import { salesRoutes } from './routes/sales.ts';
import { staffMenuRoutes } from './routes/staff-menu.ts';
import { staffChoiceRoutes } from './routes/staff-choices.ts';
import { ChoiceEditor } from './services/choice-editor.ts';
import { staffRoutes } from './routes/staff.ts';
import { historyRoutes } from './routes/history.ts';
import { shopSettingsRoutes } from './routes/shop-settings.ts';
import { shopStatusRoutes } from './routes/shop-status.ts';
import { pacingRoutes } from './routes/pacing.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { paymentRoutes, refundRoutes } from './routes/payments.ts';
import { PayingOnline } from './services/payments/paying-online.ts';
import { PaymentReconciler } from './services/payments/reconciler.ts';
import { walletsOf } from './services/payments/wallets.ts';

/** Longer than a live stream's heartbeat (live/event-streams.ts), so a quiet stream is never taken for a dead one. */
const SILENT_CONNECTION_MS = 60_000;

/** The levels at which Fastify writes a line for every request and its answer. */
const LOGS_EACH_REQUEST = new Set(['info', 'debug', 'trace']);

export interface Shop {
  app: FastifyInstance;
  store: Store;
  intake: OrderIntake;
  kitchen: KitchenMoves;
  accounts: StaffAccounts;
  autopilot: KitchenAutopilot;
  settings: ShopSettingsKeeper;
  pace: KitchenPace;
  paying: PayingOnline;
  reconciler: PaymentReconciler;
}

/**
 * Opens the database (migrated and seeded) and builds the HTTP app around it. `clock` tells the
 * time to the order intake, the kitchen and the shop's status: a test of the opening hours fixes it.
 */
export async function buildShop(config: Config, { clock = Date.now }: { clock?: Clock } = {}): Promise<Shop> {
  let answerFirst: FirstAnswer | null = null;
  const app = Fastify({
    serverFactory: serverAnsweringFirst(() => answerFirst),
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: 32 * 1024,
    trustProxy: config.trustProxy,
    // Slow clients: headers, then the whole request, must arrive in time (Node answers 408 through
    // clientErrorHandler), an idle kept-alive connection is closed, and a connection on which nothing
    // moves for a minute is dropped (a live stream's heartbeat keeps its own moving). Node checks
    // the first two every connectionsCheckingInterval: once a second, so they hold to the second.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: SILENT_CONNECTION_MS,
    // A request without a host reaches the hooks (plugins/one-host.ts), which refuse it in the envelope Node's bare 400 lacks.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1000, requireHostHeader: false },
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  });

  if (config.corsOrigins.length > 0 && !config.publicUrl) {
    app.log.warn(
      { corsOrigins: config.corsOrigins },
      "CORS_ORIGINS is set but PUBLIC_URL is not: the menu's imageUrls stay relative, so the other sites' pages look for the pizza images on their own host and show none. Set PUBLIC_URL to this shop's public address",
    );
  }

  const wallets = walletsOf(config.payments);
  if ((wallets.khalti || wallets.esewa) && !config.publicUrl) {
    // A provider sends customers back to addresses built from it: a request's Host header is the client's to write.
    throw new Error('A payment provider is set up (KHALTI_SECRET_KEY or ESEWA_SECRET_KEY) but PUBLIC_URL is not: set PUBLIC_URL to the shop’s public address');
  }

  const store = openStore(config.databaseUrl, { pgPoolSize: config.pgPoolSize });
  await migrateToLatest(store.db as never);
  await seedMenu(store.db);

  const events: ShopEvents = store.pool
    ? new PostgresShopEvents(store.pool, config.databaseUrl, (message, error) => app.log.warn({ err: error }, message))
    : new LocalShopEvents();
  if (events instanceof PostgresShopEvents) await events.start();

  const imageBase = config.publicUrl ?? '';
  const menu = new MenuBoard(store.db, events, { imageBase });
  const photos = new PhotoFolder(config.photosDir);
  const editor = new MenuEditor({ db: store.db, board: menu, photos, imageBase });
  const settings = new ShopSettingsKeeper(store.db, events);
  const pace = new KitchenPace(store.db, events, clock);
  const paying = new PayingOnline({
    db: store.db,
    wallets,
    kitchen: config.kitchen,
    events,
    pace,
    clock,
    windowMinutes: config.payments.windowMinutes,
    publicUrl: config.publicUrl,
    warn: (context, message) => app.log.warn(context, message),
  });
  const reconciler = new PaymentReconciler({ db: store.db, paying, clock, onError: (error) => app.log.error({ err: error }, 'payments round failed') });
  const intake = new OrderIntake(store.db, config.kitchen, config.intake, events, store.kind, { settings, pace, clock, payments: paying });
  const kitchen = new KitchenMoves(store.db, config.kitchen, events, { clock, pace });
  const accounts = new StaffAccounts(store.db, config.staffSessionHours, events);
  const sessionWatch = new SessionWatch(
    events,
    async (token) => (await accounts.session(token)) !== null,
    (error) => app.log.error({ err: error }, 'could not look a staff session up'),
  );
  const geocoder = createGeocoder(config.geocoderUrl);
  const logWatchError = (error: unknown) => app.log.error({ err: error }, 'could not read a changed order');
  const readOrder = async (id: string) => {
    const stored = await findOrder(store.db, id);
    if (!stored) throw orderNotFound(id);
    return stored;
  };
  const publicWatch = new OrderWatch(events, async (id) => toPublicOrder(await readOrder(id)), logWatchError);
  const staffWatch = new OrderWatch(events, async (id) => toStaffOrder(await readOrder(id)), logWatchError);
  const autopilot = new KitchenAutopilot({
    db: store.db,
    kitchen,
    settings: config.kitchen,
    engaged: async () => config.kitchenAutopilot === 'on' || (config.kitchenAutopilot === 'auto' && !(await accounts.exist())),
    onError: (error) => app.log.error({ err: error }, 'autopilot tick failed'),
  });

  const heldOrders = new HeldOrderRelease(kitchen, (error) => app.log.error({ err: error }, 'could not let held orders into the kitchen'));

  // Every route's request is validated with the route table's zod schemas (routes/serve.ts).
  app.setValidatorCompiler(validateWithContract);
  await app.register(errorEnvelope);
  // The customer's browser posts eSewa's signed form to eSewa: the pages' policy lets their forms go there, and nowhere else.
  const formTargets = wallets.esewa ? [new URL(config.payments.esewa.formUrl).origin] : [];
  await app.register(securityHeaders, { formTargets });
  // After the headers' hook, so that a refused host is answered with them.
  await app.register(oneHost);
  await app.register(connectionDraining);
  await app.register(crossOrigin, { origins: config.corsOrigins });
  await app.register(rateLimits, { limits: config.rateLimits });
  await app.register(lookupMisses, { perHour: config.rateLimits?.orderMissesPerHour ?? null });
  await app.register(eventStreams, { caps: config.liveStreams });
  // Updates missed while the database was away: every live page reconnects and reloads its state.
  events.onGap(() => app.closeEventStreams());
  // The menu, the shop's status and the web app read nothing the client sends: the busiest answers skip the check below.
  await app.register(menuRoutes, { menu });
  // Fastify logs each request at info and below, and adds CORS headers when CORS_ORIGINS names sites: the menu then goes through it.
  if (!LOGS_EACH_REQUEST.has(config.logLevel) && config.corsOrigins.length === 0) {
    let closing = false;
    app.addHook('preClose', async () => void (closing = true));
    answerFirst = menuFirst(menu, () => closing);
  }
  const pizzasWaiting = async () => {
    const { priority, normal } = await kitchenBacklog(store.db);
    return priority + normal;
  };
  await app.register(shopStatusRoutes, { settings, pace, clock, kitchen: config.kitchen, payments: paying.offered(), pizzasWaiting });
  await app.register(apiDocs);
  await app.register(async (readingInput) => {
    await readingInput.register(refuseUnstorableText);
    await readingInput.register(orderRoutes, { intake });
    await readingInput.register(paymentRoutes, { paying });
    await readingInput.register(orderEventRoutes, { intake, watch: publicWatch });
    await readingInput.register(geocodeRoutes, { geocoder });
    await readingInput.register(imageRoutes, { menu });
    await readingInput.register(photoRoutes, { photos });
    // Sessions (and their cookies) only where staff work.
    await readingInput.register(async (backOffice) => {
      await backOffice.register(staffAuth, { accounts, publicUrl: config.publicUrl });
      await backOffice.register(staffRoutes, {
        accounts,
        kitchen,
        pace,
        editor,
        watch: staffWatch,
        sessions: sessionWatch,
        backOff: new SignInBackOff(store.db),
        failedSignInsPerAddress: config.rateLimits?.staffLoginsPer15Minutes ?? null,
      });
      await backOffice.register(phoneOrderRoutes, { intake, kitchen });
      await backOffice.register(staffMenuRoutes, { editor });
      await backOffice.register(staffChoiceRoutes, { choices: new ChoiceEditor({ db: store.db, board: menu, imageBase }) });
      await backOffice.register(staffAccountRoutes, { accounts });
      await backOffice.register(shopSettingsRoutes, { settings });
      await backOffice.register(pacingRoutes, { pace });
      await backOffice.register(historyRoutes, { db: store.db });
      await backOffice.register(salesRoutes, { db: store.db });
      await backOffice.register(refundRoutes, { paying });
    });
  });
  await app.register(webApp, {
    webRoot: config.webRoot,
    storybookRoot: config.storybookRoot,
    publicUrl: config.publicUrl,
    formTargets,
    menuVersion: () => menu.ready()?.etag ?? null,
  });

  app.addHook('onReady', async () => {
    geocoder.warmUp();
    if (config.kitchenAutopilot !== 'off') autopilot.start();
    heldOrders.start();
    if (paying.offered()) reconciler.start();
  });
  app.addHook('onClose', async () => {
    autopilot.stop();
    heldOrders.stop();
    reconciler.stop();
    publicWatch.close();
    staffWatch.close();
    sessionWatch.close();
    await events.close();
    await geocoder.close();
    await store.db.destroy();
  });
  return { app, store, intake, kitchen, accounts, autopilot, settings, pace, paying, reconciler };
}
