/** One minute in milliseconds: estimates are epoch milliseconds, and customers read them in whole minutes. */
export const MINUTE = 60_000;
