/**
 * When an order that got no answer is sent again. The browser's `online` event sends it at once,
 * but a phone may say it is online on a network that carries nothing, or never say it is back:
 * so it is also sent on this schedule, sooner at first (a dropped connection often returns within
 * seconds) and then no more often than every half minute, which a flaky mobile network can carry.
 */

/** How long the shop's answer may take before the order counts as lost on the way. */
export const ANSWER_TIMEOUT_MS = 20_000;

const FIRST_RETRY_MS = 2_000;
const LONGEST_WAIT_MS = 30_000;

/** The wait before retry number `retry` (0 for the first): 2 s, 4 s, 8 s, 16 s, then 30 s each time. */
export function retryDelay(retry: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** retry, LONGEST_WAIT_MS);
}
