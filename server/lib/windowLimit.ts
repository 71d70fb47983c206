/**
 * A sliding-window limit: at most `limit` events in any span of `windowMs`, and the message a
 * 429 gives past it. Sign-in codes, 'Get it for me' requests and shared carts each count their
 * own ledger rows against one.
 */
export interface WindowLimit {
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * How long until one more event fits, given the newest `limit` events of the window (newest
 * first): 0 when fewer than `limit` happened, else until the oldest of them leaves the window.
 */
export function retryAfterMs(
  rule: Pick<WindowLimit, "limit" | "windowMs">,
  newestFirst: readonly Date[],
  now: Date,
): number {
  const oldestCounted = newestFirst[rule.limit - 1];
  if (!oldestCounted) return 0;
  return Math.max(0, oldestCounted.getTime() + rule.windowMs - now.getTime());
}
