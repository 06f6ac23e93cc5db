/** The current instant, in epoch milliseconds: `Date.now` when serving, a fixed time in tests of the shop's hours. */
export type Clock = () => number;
