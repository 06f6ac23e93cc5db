import { isIP } from 'node:net';
/**
 * One environment variable the server reads: its row of the README's configuration table
 * (the default as the table shows it, and what the variable means) and how its text becomes
 * a value. Unset or blank, a variable takes its default.
 */
export interface Setting<Value> {
  /** The table's Default column: the value, or what happens without one. */
  shownDefault: string;
  meaning: string;
  /** The value of the variable `name`, whose text is `raw`; a text it cannot take fails, naming the variable. */
  read(name: string, raw: string | undefined): Value;
}

/** How a kind of setting reads and shows its default; settings.ts gives each setting its meaning. */
type Kind<Value> = Omit<Setting<Value>, 'meaning'>;

const code = (value: string | number) => `\`${value}\``;

const isGiven = (raw: string | undefined): raw is string => raw !== undefined && raw.trim() !== '';

/** Any text, such as an address to listen on. */
export function text(fallback: string): Kind<string> {
  return { shownDefault: code(fallback), read: (_name, raw) => (isGiven(raw) ? raw.trim() : fallback) };
}

/** A whole number of at least `min`, and at most `max` when it has one. */
export function wholeNumber(fallback: number, { min = 1, max = Infinity } = {}): Kind<number> {
  const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
  return {
    shownDefault: code(fallback),
    read(name, raw) {
      if (!isGiven(raw)) return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number ${range}, got "${raw}"`);
      return value;
    },
  };
}

/** A whole number as wholeNumber reads it, or `off` (null): no bound at all. */
export function wholeNumberOrOff(fallback: number, range: { min?: number; max?: number } = {}): Kind<number | null> {
  const number = wholeNumber(fallback, range);
  return { shownDefault: number.shownDefault, read: (name, raw) => (raw?.trim().toLowerCase() === 'off' ? null : number.read(name, raw)) };
}

const SWITCH_POSITIONS: Record<string, 'on' | 'off'> = { 1: 'on', on: 'on', true: 'on', yes: 'on', 0: 'off', off: 'off', false: 'off', no: 'off' };

function switchPosition(name: string, raw: string): 'on' | 'off' {
  const position = SWITCH_POSITIONS[raw.trim().toLowerCase()];
  if (!position) throw new Error(`${name} must be 1 or 0, got "${raw}"`);
  return position;
}

/** `1` or `0` (also on/off, true/false, yes/no). */
export function onOff(fallback: boolean, shownDefault = code(fallback ? 1 : 0)): Kind<boolean> {
  return { shownDefault, read: (name, raw) => (isGiven(raw) ? switchPosition(name, raw) === 'on' : fallback) };
}

/** `1` or `0`, or unset to leave it to the server ('auto'). */
export function onOffOrAuto(shownDefault: string): Kind<'on' | 'off' | 'auto'> {
  return { shownDefault, read: (name, raw) => (isGiven(raw) ? switchPosition(name, raw) : 'auto') };
}

/** One word of a fixed list. */
export function oneOf<const Choice extends string>(choices: readonly Choice[], fallback: Choice): Kind<Choice> {
  return {
    shownDefault: code(fallback),
    read(name, raw) {
      if (!isGiven(raw)) return fallback;
      const choice = choices.find((candidate) => candidate === raw.trim());
      if (!choice) throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
      return choice;
    },
  };
}

/** An http or https address, as `tidy` leaves it; null when unset. */
export function webAddress(shownDefault: string, tidy = (address: string) => address): Kind<string | null> {
  return {
    shownDefault,
    read(name, raw) {
      if (!isGiven(raw)) return null;
      const address = tidy(raw.trim());
      if (!URL.canParse(address) || !['http:', 'https:'].includes(new URL(address).protocol)) {
        throw new Error(`${name} must be an http or https address such as https://chulo.example, got "${raw}"`);
      }
      return address;
    },
  };
}

/** An http or https address, as webAddress reads it, or `fallback` when unset (a provider's production address). */
export function webAddressOr(fallback: string): Kind<string> {
  const address = webAddress(code(fallback));
  return { shownDefault: address.shownDefault, read: (name, raw) => address.read(name, raw) ?? fallback };
}

/** Any text, null when unset; no kind ever repeats a setting's text but in a refusal of it, and this one refuses none: fit for secrets. */
export function optionalText(shownDefault: string): Kind<string | null> {
  return { shownDefault, read: (_name, raw) => (isGiven(raw) ? raw.trim() : null) };
}

/** An origin as browsers send it: scheme, host and port, nothing after. */
function origin(name: string, entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry) {
    throw new Error(`${name} must list origins such as https://shop.example (scheme, host and port only), got "${entry}"`);
  }
  return entry;
}

/** Comma-separated origins; none when unset. */
export function origins(shownDefault: string): Kind<string[]> {
  return {
    shownDefault,
    read: (name, raw = '') =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => origin(name, entry.replace(/\/$/, ''))),
  };
}

/** A folder on this machine; null when unset. The server resolves a relative one from its working directory. */
export function folder(shownDefault: string): Kind<string | null> {
  return { shownDefault, read: (_name, raw) => (isGiven(raw) ? raw.trim() : null) };
}

/** An IPv4 or IPv6 address, alone or with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server to believe about the client's address: none (`0`), the
 * nearest N hops (a number), or those at the addresses listed (comma-separated, CIDR ranges
 * allowed). Each trusted hop's `X-Forwarded-For` entry is read from the right; an entry a client
 * wrote itself, left of them, never is.
 */
export function trustedProxies(): Kind<false | number | string[]> {
  return {
    shownDefault: code(0),
    read(name, raw) {
      if (!isGiven(raw) || raw.trim() === '0') return false;
      if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
      const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
      const wrong = entries.find((entry) => !isAddressOrRange(entry));
      if (wrong !== undefined) throw new Error(`${name} must be a number of hops or addresses such as 10.0.0.0/8, got "${wrong}"`);
      return entries;
    },
  };
}
