import { dirname, join } from 'node:path';
import type { KitchenSettings } from '@chulo/domain';
import type { IntakeLimits } from './services/order-intake.ts';
import { readSettings } from './settings.ts';

/** Fastify's `trustProxy`: a number of hops as proxy-addr's test of the hop (0 is the one that connected). */
function trustedHops(proxies: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof proxies === 'number' ? (_address, hop) => hop < proxies : proxies;
}

/** PHOTOS_DIR's default: a `photos` folder beside the SQLite database file, `data/photos` for PostgreSQL (or a database in memory). */
function photosBesideDatabase(databaseUrl: string): string {
  const sqliteFile = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : ':memory:';
  return sqliteFile === ':memory:' ? join('data', 'photos') : join(dirname(sqliteFile), 'photos');
}

/** The server's settings (settings.ts), read from the environment and grouped as the server's parts take them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const settings = readSettings(env);
  const kitchen: KitchenSettings = {
    pizzasPerHour: settings.KITCHEN_PIZZAS_PER_HOUR,
    minMinutes: settings.KITCHEN_MIN_MINUTES,
    deliveryMinutes: settings.DELIVERY_MINUTES,
  };
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    pgPoolSize: settings.PG_POOL_SIZE,
    photosDir: settings.PHOTOS_DIR ?? photosBesideDatabase(settings.DATABASE_URL),
    geocoderUrl: settings.GEOCODER_URL,
    /** Requests per client per window; null when RATE_LIMIT=off. */
    rateLimits: settings.RATE_LIMIT
      ? {
          ordersPerMinute: settings.RATE_LIMIT_ORDERS_PER_MINUTE,
          priorityUpdatesPerMinute: settings.RATE_LIMIT_PRIORITY_PER_MINUTE,
          geocodesPerMinute: settings.RATE_LIMIT_GEOCODE_PER_MINUTE,
          staffLoginsPer15Minutes: settings.RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES,
          orderMissesPerHour: settings.RATE_LIMIT_ORDER_MISSES_PER_HOUR,
          pageRendersPerMinute: settings.RATE_LIMIT_PAGE_RENDERS_PER_MINUTE,
        }
      : null,
    liveStreams: {
      /** Null when RATE_LIMIT=off, as every per-client limit. */
      perClient: settings.RATE_LIMIT ? settings.LIVE_STREAMS_PER_CLIENT : null,
      max: settings.LIVE_STREAMS_MAX,
    },
    trustProxy: trustedHops(settings.TRUST_PROXY),
    timeouts: {
      headersMs: settings.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: Math.max(settings.HTTP_BODY_TIMEOUT_SECONDS, settings.HTTP_HEADERS_TIMEOUT_SECONDS) * 1000,
      keepAliveMs: settings.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    },
    kitchen,
    intake: {
      maxPizzas: settings.ORDER_MAX_PIZZAS,
      maxQueueMinutes: settings.KITCHEN_MAX_QUEUE_MINUTES,
      perCustomer: {
        queueSharePercent: settings.KITCHEN_MAX_SHARE_PERCENT,
        openPerPhone: settings.ORDER_MAX_OPEN_PER_PHONE,
        openPerClient: settings.ORDER_MAX_OPEN_PER_CLIENT,
      },
      callBackPizzas: settings.KITCHEN_CALL_BACK_PIZZAS,
    } satisfies IntakeLimits,
    kitchenAutopilot: settings.KITCHEN_AUTOPILOT,
    staffSessionHours: settings.STAFF_SESSION_HOURS,
    logLevel: settings.LOG_LEVEL,
    webRoot: settings.WEB_ROOT,
    storybookRoot: settings.STORYBOOK_ROOT,
    corsOrigins: settings.CORS_ORIGINS,
    publicUrl: settings.PUBLIC_URL,
    /** The wallets' settings as given; services/payments/wallets.ts takes those whose keys are set. */
    payments: {
      khalti: { apiUrl: settings.KHALTI_API_URL, secretKey: settings.KHALTI_SECRET_KEY },
      esewa: { productCode: settings.ESEWA_PRODUCT_CODE, secretKey: settings.ESEWA_SECRET_KEY, formUrl: settings.ESEWA_FORM_URL, statusUrl: settings.ESEWA_STATUS_URL },
      windowMinutes: settings.PAYMENT_WINDOW_MINUTES,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

export type RateLimits = NonNullable<Config['rateLimits']>;
