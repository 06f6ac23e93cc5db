// Loaded only by `nepali-numbers.ts`, in browsers without Nepali number data.
// The order matters: the locale data registers itself with the polyfill.
import '@formatjs/intl-numberformat/polyfill-force.js';
import '@formatjs/intl-numberformat/locale-data/ne.js';
