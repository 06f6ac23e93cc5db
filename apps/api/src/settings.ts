import {
  folder,
  oneOf,
  onOff,
  onOffOrAuto,
  origins,
  optionalText,
  type Setting,
  text,
  trustedProxies,
  webAddress,
  webAddressOr,
  wholeNumber,
  wholeNumberOrOff,
} from './setting-kinds.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_LEVEL_WORDS = LOG_LEVELS.map((level) => `\`${level}\``);

/**
 * Every environment variable the server reads, in the order of the README's configuration
 * table, which a test holds equal to this list. loadConfig reads these and nothing else, and
 * the root's `pnpm start` and `pnpm dev` hand the server its whole environment (turbo.json).
 */
export const SETTINGS = {
  PORT: { ...wholeNumber(3000, { min: 0 }), meaning: 'HTTP port' },
  HOST: { ...text('0.0.0.0'), meaning: 'Address to listen on' },
  DATABASE_URL: {
    ...text('sqlite:./data/pizza.db'),
    meaning: '`sqlite:<file>` (relative to `apps/api`) or `postgres://user@host:port/db`',
  },
  PG_POOL_SIZE: { ...wholeNumber(10), meaning: 'PostgreSQL connections per instance' },
  PHOTOS_DIR: {
    ...folder('`photos` beside the SQLite database file; `data/photos` on PostgreSQL'),
    meaning:
      "Where the owners' pizza photos are stored and served from (a relative path starts from `apps/api`); with the default `DATABASE_URL`, `apps/api/data/photos`. Back it up with the database",
  },
  GEOCODER_URL: {
    ...webAddress('*(unset: offline)*'),
    meaning: 'An external reverse geocoder taking `?latitude=&longitude=` and answering `locality, city, postcode, countryName, countryCode`',
  },
  KITCHEN_PIZZAS_PER_HOUR: { ...wholeNumber(60), meaning: "The kitchen's pace: the queue behind every delivery estimate" },
  KITCHEN_MIN_MINUTES: { ...wholeNumber(12), meaning: 'The shortest time an order spends in the kitchen' },
  DELIVERY_MINUTES: { ...wholeNumber(20), meaning: 'The ride; priority orders go out alone, in three quarters of it' },
  KITCHEN_AUTOPILOT: {
    ...onOffOrAuto('*(auto)*'),
    meaning:
      "`1`: orders move through the statuses by themselves on the estimate's schedule (demo mode); `0`: only staff move them; unset: on while no staff account exists",
  },
  ORDER_MAX_PIZZAS: { ...wholeNumber(30), meaning: 'The most pizzas one order may have (lines of the same pizza count together); bigger orders are asked to call the shop' },
  KITCHEN_MAX_QUEUE_MINUTES: {
    ...wholeNumber(120),
    meaning: "How long the kitchen's queue may grow, in baking time: beyond it new orders are refused with \"the kitchen is full right now\" instead of an estimate hours away",
  },
  KITCHEN_MAX_SHARE_PERCENT: {
    ...wholeNumberOrOff(25, { max: 100 }),
    meaning:
      "How much of `KITCHEN_MAX_QUEUE_MINUTES` one phone number's orders, and one client's, may take in the kitchen, in percent: with the defaults 30 minutes of baking, one largest order. Beyond it the customer is asked to wait for an order's delivery or call the shop; staff are not held to it. `off`: no share (load tests)",
  },
  ORDER_MAX_OPEN_PER_PHONE: {
    ...wholeNumberOrOff(3),
    meaning: 'Orders one phone number may have open at once (not yet delivered or cancelled); beyond, the customer is asked to wait for a delivery or call the shop. `off`: no such bound (load tests)',
  },
  ORDER_MAX_OPEN_PER_CLIENT: {
    ...wholeNumberOrOff(5),
    meaning:
      "The same for one client (its address as `TRUST_PROXY` has it; an IPv6 client's /64): more than per phone, since households on one mobile carrier may share an address. `off`: no such bound (load tests)",
  },
  KITCHEN_CALL_BACK_PIZZAS: {
    ...wholeNumber(10),
    meaning: "A web order of at least this many pizzas from a phone number with no delivered order yet is marked on the kitchen's board: call the customer back before baking (staff taking an order by phone are on that call)",
  },
  STAFF_SESSION_HOURS: { ...wholeNumber(12), meaning: 'How long a kitchen sign-in lasts' },
  RATE_LIMIT: { ...onOff(true, '*(on)*'), meaning: '`off` turns every per-client limit off (load tests on a trusted network)' },
  RATE_LIMIT_ORDERS_PER_MINUTE: { ...wholeNumber(20), meaning: 'Orders one client may place per minute' },
  RATE_LIMIT_PRIORITY_PER_MINUTE: { ...wholeNumber(20), meaning: 'Priority upgrades per client per minute' },
  RATE_LIMIT_GEOCODE_PER_MINUTE: { ...wholeNumber(30), meaning: 'Address lookups per client per minute' },
  RATE_LIMIT_STAFF_LOGIN_PER_15_MINUTES: { ...wholeNumber(10), meaning: 'Failed kitchen sign-ins per client per 15 minutes (a successful one is not counted)' },
  RATE_LIMIT_ORDER_MISSES_PER_HOUR: {
    ...wholeNumber(30),
    meaning: 'Order lookups (order page, live page, priority) of an id that does not exist, per client per hour; lookups that find their order never count',
  },
  RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: {
    ...wholeNumber(60),
    meaning: "Customer pages the server renders afresh for one client per minute; the pages it keeps until the menu changes (home, the menu, an empty cart) never count, an order's page always does",
  },
  LIVE_STREAMS_PER_CLIENT: {
    ...wholeNumber(20),
    meaning: "Live pages one client may hold open at once, counted apart for customers' order pages and the kitchen's boards (so neither locks the other out); off with `RATE_LIMIT=off`",
  },
  LIVE_STREAMS_MAX: {
    ...wholeNumber(4000),
    meaning: "Customers' live pages one instance holds open at once, for every client together (the kitchen's boards, each behind a session, are not counted)",
  },
  TRUST_PROXY: {
    ...trustedProxies(),
    meaning:
      'Behind a load balancer, whose hops to believe about the client address: `1` (or the number of proxies in front), or their addresses (`10.0.0.5,10.1.0.0/16`). The client is the `X-Forwarded-For` entry right of the trusted hops; anything a client writes further left is ignored. Needed behind any proxy: without it every customer seems one client, and the bounds of one client (open orders, rates) hold them all together',
  },
  HTTP_HEADERS_TIMEOUT_SECONDS: {
    ...wholeNumber(10),
    meaning: "How long a request's headers may take to arrive, all of them; a client that trickles them is answered 408 and cut off",
  },
  HTTP_BODY_TIMEOUT_SECONDS: {
    ...wholeNumber(30),
    meaning: 'How long a whole request, body included, may take to arrive; a client that trickles it is answered 408 and cut off',
  },
  HTTP_IDLE_TIMEOUT_SECONDS: {
    ...wholeNumber(15),
    meaning: "How long a kept-alive connection may sit idle between requests before the server closes it (a load balancer's own idle timeout towards the server must be shorter)",
  },
  LOG_LEVEL: { ...oneOf(LOG_LEVELS, 'info'), meaning: `${LOG_LEVEL_WORDS.slice(0, -1).join(', ')} or ${LOG_LEVEL_WORDS.at(-1)}` },
  WEB_ROOT: {
    ...folder('`apps/web/dist` (set by `pnpm start`)'),
    meaning: 'Where the built web app is (a relative path starts from `apps/api`); unset, the server answers the API only',
  },
  STORYBOOK_ROOT: {
    ...folder('`packages/ui/storybook-static` (set by `pnpm start`)'),
    meaning: "Where the UI kit's static Storybook is, served at `/storybook/` beside the web app",
  },
  CORS_ORIGINS: {
    ...origins('*(none)*'),
    meaning:
      'Comma-separated origins (`https://partner.example`) whose pages may call the customer API and load pizza images from the browser: preflights answered and CORS headers sent to those origins only. Needs `PUBLIC_URL` too, or their pages get relative `imageUrl`s and show no pizza images (the server warns at start-up). The staff API never answers another origin',
  },
  PUBLIC_URL: {
    ...webAddress('*(unset)*', (address) => address.replace(/\/+$/, '')),
    meaning:
      "The shop's public address (`https://chulo.example`): the menu's `imageUrl`s become absolute, so other sites can show them. Pizza images may always be displayed by other sites (`Cross-Origin-Resource-Policy: cross-origin`). When it is https, the kitchen's session cookie is always `Secure`, whatever `TRUST_PROXY` says. Needed with a payment provider: the providers send customers back to addresses built from it, never from a request's `Host`",
  },
  KHALTI_SECRET_KEY: {
    ...optionalText('*(unset: no Khalti)*'),
    meaning: "The shop's Khalti secret key (`live_secret_key` of Khalti's merchant dashboard): set, customers may pay with Khalti ([Paying online](#paying-online))",
  },
  KHALTI_API_URL: { ...webAddressOr('https://khalti.com/api/v2/'), meaning: "Khalti's web checkout API (KPG-2); its sandbox is `https://a.khalti.com/api/v2/`, with test wallets 9800000000 to 9800000005 (MPIN 1111, OTP 987654)" },
  ESEWA_PRODUCT_CODE: { ...optionalText('*(unset: no eSewa)*'), meaning: "The shop's eSewa merchant code: set with `ESEWA_SECRET_KEY`, customers may pay with eSewa; `EPAYTEST` in eSewa's test environment" },
  ESEWA_SECRET_KEY: { ...optionalText('*(unset: no eSewa)*'), meaning: "The shop's eSewa secret key, with which the server signs each payment and checks eSewa's answers; `8gBm/:&EnhH.1/q` in eSewa's test environment" },
  ESEWA_FORM_URL: { ...webAddressOr('https://epay.esewa.com.np/api/epay/main/v2/form'), meaning: "eSewa's ePay v2 form, to which the customer's browser posts the signed payment; `https://rc-epay.esewa.com.np/api/epay/main/v2/form` in the test environment" },
  ESEWA_STATUS_URL: { ...webAddressOr('https://epay.esewa.com.np/api/epay/transaction/status/'), meaning: "eSewa's status check, which the server asks before an order is paid; `https://rc.esewa.com.np/api/epay/transaction/status/` in the test environment" },
  PAYMENT_WINDOW_MINUTES: {
    ...wholeNumber(30),
    meaning: 'How long an order to be paid online waits for its payment, outside the kitchen and without an estimate; still unpaid then, it is cancelled',
  },
} satisfies Record<string, Setting<unknown>>;

export type SettingName = keyof typeof SETTINGS;

export type Settings = { [Name in SettingName]: ReturnType<(typeof SETTINGS)[Name]['read']> };

/** Every setting's value in `env`; fails on the first variable whose text it cannot take. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  return Object.fromEntries(Object.entries(SETTINGS).map(([name, setting]) => [name, setting.read(name, env[name])])) as Settings;
}
