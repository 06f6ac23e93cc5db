// Loaded only by `nepali-numbers.ts`, in browsers without Nepali number data.
// The order matters: each locale's data registers itself with the polyfill, the first
// (English) answering for locales it has none of, as the browser's own formatter did.
import '@formatjs/intl-numberformat/polyfill-force.js';
import '@formatjs/intl-numberformat/locale-data/en.js';
import '@formatjs/intl-numberformat/locale-data/ne.js';
