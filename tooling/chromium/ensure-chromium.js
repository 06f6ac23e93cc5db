#!/usr/bin/env node
// The browser tests drive Debian's Chromium; no browser is ever downloaded. Installs what is missing with apt-get:
// Chromium, a Devanagari font, and poppler's PDF tools.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, PDFTOTEXT_PATH } from './chromium.js';

const missing = [];
if (!existsSync(CHROMIUM_PATH)) {
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package with apt-get.`);
  missing.push('chromium');
}
// Prices are written in Devanagari digits. Every phone in Nepal has a font for them; a bare
// Debian does not, and the screenshots under test-results/ would show boxes instead of prices.
const devanagariFonts = execSync('fc-list :lang=ne family 2>/dev/null || true', { encoding: 'utf8' }).trim();
if (!devanagariFonts) {
  console.log('No Devanagari font: installing Debian\'s fonts-lohit-deva with apt-get.');
  missing.push('fonts-lohit-deva');
}
// The printed tickets' test reads a ticket's PDF back as text (and its page size) with poppler's tools.
if (!existsSync(PDFTOTEXT_PATH)) {
  console.log(`${PDFTOTEXT_PATH} is missing: installing Debian's poppler-utils with apt-get.`);
  missing.push('poppler-utils');
}
if (missing.length > 0) {
  // The install waits for dpkg's lock while another apt-get holds it (the machine's own, or another checkout's tests) instead of failing.
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -o DPkg::Lock::Timeout=600 -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}
