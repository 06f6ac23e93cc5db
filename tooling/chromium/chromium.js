// Plain JavaScript, so that Node runs it as it is: from ensure-chromium, Vitest's and Playwright's configs, and the bench.

/** Debian's Chromium, as every browser test and benchmark here launches it: no downloads, no background traffic. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** poppler's `pdftotext`, beside its `pdfinfo`: the browser tests read a printed ticket's PDF back with them. */
export const PDFTOTEXT_PATH = '/usr/bin/pdftotext';
