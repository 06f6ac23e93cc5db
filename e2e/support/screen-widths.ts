import { devices, type Page, type ViewportSize } from '@playwright/test';

/** A phone, the customer's screen first of all. */
export const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const, defaultBrowserType: 'chromium' as const };

/** A desk's screen: the API's reference, the Storybook, a keyboard. */
export const DESKTOP = { ...devices['Desktop Chrome'], browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };

/** The two widths every screen is looked at. */
export const SCREEN_WIDTHS = { phone: PHONE.viewport, desktop: DESKTOP.viewport } satisfies Record<string, ViewportSize>;
export type ScreenWidth = keyof typeof SCREEN_WIDTHS;

/** Which of the two widths the page has now. */
export function widthOf(page: Page): ScreenWidth {
  return page.viewportSize()?.width === SCREEN_WIDTHS.desktop.width ? 'desktop' : 'phone';
}

/** Until the page has drawn itself at its new size: React and the charts answer a resize in the frames after it. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Runs `look` on the page resized to `width`, then gives the page back its own size. The app's layout
 * follows the width alone (its CSS and scripts ask nothing of the device), so a test that runs at one
 * width can still look at a screen at the other.
 */
export async function atWidth<T>(page: Page, width: ScreenWidth, look: () => Promise<T>): Promise<T> {
  const own = page.viewportSize();
  if (own === null || widthOf(page) === width) return look();
  await page.setViewportSize(SCREEN_WIDTHS[width]);
  try {
    await nextFrames(page);
    return await look();
  } finally {
    await page.setViewportSize(own);
    await nextFrames(page);
  }
}

/** The tag of a test whose checks depend on the width: it runs at both (playwright.config.ts). */
export const BOTH_WIDTHS = '@both-widths';
/** The tag of a test of what belongs on a desk: it runs at the desktop's width only. */
export const DESKTOP_ONLY = '@desktop';
