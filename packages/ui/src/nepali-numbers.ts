/**
 * Prices are shown in the Nepali format (`नेरू १,२३४.५०`) in every browser. Some
 * builds (Debian's Chromium among them) ship without Nepali number data and
 * silently fall back to another format; only those download the FormatJS
 * polyfill and its `ne` data, once, before the first price is shown.
 */

/** True when this browser formats NPR in Nepali: Devanagari digits from a Nepali locale. */
export function formatsNepaliNumbers(NumberFormat: typeof Intl.NumberFormat = Intl.NumberFormat): boolean {
  const formatter = new NumberFormat('ne-NP', { style: 'currency', currency: 'NPR' });
  return formatter.resolvedOptions().locale.startsWith('ne') && /[०-९]/.test(formatter.format(1234.5));
}

let ready: Promise<void> | undefined;

/** Resolves once prices can be formatted; never rejects (a failed download falls back and is retried next time). */
export function nepaliNumbersReady(): Promise<void> {
  // The check runs in a task of its own: a browser's first Intl call takes it tens of milliseconds.
  ready ??= new Promise((resolve) => setTimeout(resolve))
    .then(() => (formatsNepaliNumbers() ? undefined : import('./nepali-number-polyfill.ts')))
    .then(
      () => undefined,
      (error: unknown) => {
        console.error('[intl] could not load the Nepali number format; prices use the browser default', error);
        ready = undefined;
      },
    );
  return ready;
}
