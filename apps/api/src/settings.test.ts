import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type SettingName, SETTINGS } from './settings.ts';
import { walletsOf } from './services/payments/wallets.ts';

const README = new URL('../../../README.md', import.meta.url);

/** The configuration table as the settings describe themselves. */
function tableOfSettings(): string {
  const rows = Object.entries(SETTINGS).map(([name, setting]) => `| \`${name}\` | ${setting.shownDefault} | ${setting.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The first table under the README's "## Configuration". */
function readmeTable(): string {
  const section = readFileSync(README, 'utf8').split('\n## Configuration\n')[1] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).join('\n');
}

/** A value other than the default for every setting: the type makes a new setting add one. */
const ANOTHER_VALUE: Record<SettingName, string> = {
  PORT: '8080',
  HOST: '127.0.0.1',
  DATABASE_URL: 'postgres://pizza@db:5432/pizza',
  PG_POOL_SIZE: '3',
  PHOTOS_DIR: '/srv/chulo/photos',
  GEOCODER_URL: 'https://geocoder.example/reverse',
  KITCHEN_PIZZAS_PER_HOUR: '90',
  KITCHEN_MIN_MINUTES: '8',
  DELIVERY_MINUTES: '25',
  KITCHEN_AUTOPILOT: '1',
  ORDER_MAX_PIZZAS: '12',
  KITCHEN_MAX_QUEUE_MINUTES: '45',
  KITCHEN_MAX_SHARE_PERCENT: '50',
  ORDER_MAX_OPEN_PER_PHONE: '2',
  ORDER_MAX_OPEN_PER_CLIENT: '8',
  KITCHEN_CALL_BACK_PIZZAS: '6',
  STAFF_SESSION_HOURS: '4',
  RATE_LIMIT: 'off',
  RATE_LIMIT_ORDERS_PER_MINUTE: '5',
  RATE_LIMIT_PRIORITY_PER_MINUTE: '5',
  RATE_LIMIT_GEOCODE_PER_MINUTE: '5',
  RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: '5',
  RATE_LIMIT_ORDER_MISSES_PER_HOUR: '5',
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '5',
  LIVE_STREAMS_PER_CLIENT: '5',
  LIVE_STREAMS_MAX: '100',
  TRUST_PROXY: '1',
  HTTP_HEADERS_TIMEOUT_SECONDS: '5',
  HTTP_BODY_TIMEOUT_SECONDS: '60',
  HTTP_IDLE_TIMEOUT_SECONDS: '5',
  LOG_LEVEL: 'debug',
  WEB_ROOT: '/srv/chulo/web',
  STORYBOOK_ROOT: '/srv/chulo/storybook',
  CORS_ORIGINS: 'https://partner.example',
  PUBLIC_URL: 'https://chulo.example',
  KHALTI_SECRET_KEY: 'test_secret_key_0123456789',
  KHALTI_API_URL: 'https://a.khalti.com/api/v2/',
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://rc.esewa.com.np/api/epay/transaction/status/',
  PAYMENT_WINDOW_MINUTES: '15',
};

describe('the server settings', () => {
  it('are the README\'s configuration table, row by row', () => {
    expect(readmeTable(), 'README.md\'s table under "## Configuration" should read as below').toBe(tableOfSettings());
  });

  it.each(Object.entries(ANOTHER_VALUE))('each changes the configuration: %s=%s', (name, value) => {
    expect(loadConfig({ [name]: value })).not.toEqual(loadConfig({}));
  });

  it.each([
    ['PORT', 'eighty'],
    ['PG_POOL_SIZE', '0'],
    ['KITCHEN_MAX_SHARE_PERCENT', '101'],
    ['KITCHEN_AUTOPILOT', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['LOG_LEVEL', 'loud'],
    ['GEOCODER_URL', 'geocoder.example'],
    ['KHALTI_API_URL', 'khalti.com/api/v2/'],
    ['PAYMENT_WINDOW_MINUTES', '0'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('turns each bound on one customer off with `off`, as load tests do', () => {
    const { perCustomer } = loadConfig({ KITCHEN_MAX_SHARE_PERCENT: 'off', ORDER_MAX_OPEN_PER_PHONE: 'Off', ORDER_MAX_OPEN_PER_CLIENT: 'off' }).intake;
    expect(perCustomer).toEqual({ queueSharePercent: null, openPerPhone: null, openPerClient: null });
  });

  it('takes no payment online unless a provider is set up, and never echoes a secret in a refusal', () => {
    expect(walletsOf(loadConfig({}).payments)).toEqual({});
    expect(walletsOf(loadConfig({ ESEWA_SECRET_KEY: 'only the secret' }).payments)).toEqual({});
    expect(Object.keys(walletsOf(loadConfig({ KHALTI_SECRET_KEY: 'k', ESEWA_PRODUCT_CODE: 'EPAYTEST', ESEWA_SECRET_KEY: 's' }).payments))).toEqual(['khalti', 'esewa']);
    expect(() => loadConfig({ KHALTI_SECRET_KEY: 'live_secret_key_abc', KHALTI_API_URL: 'nowhere' })).toThrow(/^(?!.*live_secret_key_abc)/s);
  });

  it('serves neither the web app nor Storybook unless told where their builds are', () => {
    expect(loadConfig({})).toMatchObject({ webRoot: null, storybookRoot: null });
  });
});
