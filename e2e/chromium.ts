// The browser tests launch Debian's Chromium as every browser test and benchmark in the workspace does.
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@chulo/chromium';
