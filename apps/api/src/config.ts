import { fileURLToPath } from 'node:url';
import type { KitchenSettings } from '@chulo/domain';

/** The web app's production build, from its package (built by `pnpm build` or `pnpm start`). */
const BUILT_WEB_APP = fileURLToPath(new URL('.', import.meta.resolve('@chulo/web/dist/index.html')));
/** The UI kit's static Storybook, from its package (built by `pnpm build` or `pnpm start`). */
const BUILT_STORYBOOK = fileURLToPath(new URL('.', import.meta.resolve('@chulo/ui/storybook/index.html')));

/** Every setting comes from the environment; the README lists them with these defaults. */
export interface RateLimits {
  ordersPerMinute: number;
  priorityUpdatesPerMinute: number;
  geocodesPerMinute: number;
  staffLoginsPer15Minutes: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  geocoderUrl: string | null;
  /** Requests per client per window; null when RATE_LIMIT=off (load tests on a trusted network). */
  rateLimits: RateLimits | null;
  /** Behind a load balancer: trust its X-Forwarded-For for the client address. */
  trustProxy: boolean;
  kitchen: KitchenSettings;
  /** 'auto': on while no staff account exists. */
  kitchenAutopilot: 'on' | 'off' | 'auto';
  staffSessionHours: number;
  logLevel: string;
  webRoot: string;
  /** The UI kit's static Storybook, served at /storybook/. */
  storybookRoot: string;
  /** Sites whose pages may call the customer API from the browser (exact origins); none by default. */
  corsOrigins: string[];
  /** Where customers reach this shop (`https://chulo.example`): makes the menu's image addresses absolute; null keeps them relative. */
  publicUrl: string | null;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): 'on' | 'off' | 'auto' {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '') return 'auto';
  if (['1', 'on', 'true', 'yes'].includes(raw)) return 'on';
  if (['0', 'off', 'false', 'no'].includes(raw)) return 'off';
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** An origin as browsers send it: scheme, host and port, nothing after. */
function origin(name: string, raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== raw) {
    throw new Error(`${name} must list origins such as https://shop.example (scheme, host and port only), got "${raw}"`);
  }
  return raw;
}

function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const list = (env[name] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.map((entry) => origin(name, entry.replace(/\/$/, '')));
}

function publicUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = (env[name] ?? '').trim().replace(/\/+$/, '');
  if (raw === '') return null;
  if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol)) {
    throw new Error(`${name} must be an http or https address such as https://chulo.example, got "${raw}"`);
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env, 'PORT', 3000, 0),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/pizza.db',
    geocoderUrl: env.GEOCODER_URL || null,
    rateLimits:
      flag(env, 'RATE_LIMIT') === 'off'
        ? null
        : {
            ordersPerMinute: integer(env, 'RATE_LIMIT_ORDERS_PER_MINUTE', 20),
            priorityUpdatesPerMinute: integer(env, 'RATE_LIMIT_PRIORITY_PER_MINUTE', 20),
            geocodesPerMinute: integer(env, 'RATE_LIMIT_GEOCODE_PER_MINUTE', 30),
            staffLoginsPer15Minutes: integer(env, 'RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES', 10),
          },
    trustProxy: flag(env, 'TRUST_PROXY') === 'on',
    kitchen: {
      pizzasPerHour: integer(env, 'KITCHEN_PIZZAS_PER_HOUR', 60),
      minMinutes: integer(env, 'KITCHEN_MIN_MINUTES', 12),
      deliveryMinutes: integer(env, 'DELIVERY_MINUTES', 20),
    },
    kitchenAutopilot: flag(env, 'KITCHEN_AUTOPILOT'),
    staffSessionHours: integer(env, 'STAFF_SESSION_HOURS', 12),
    logLevel: env.LOG_LEVEL || 'info',
    webRoot: env.WEB_ROOT || BUILT_WEB_APP,
    storybookRoot: env.STORYBOOK_ROOT || BUILT_STORYBOOK,
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    publicUrl: publicUrl(env, 'PUBLIC_URL'),
  };
}
