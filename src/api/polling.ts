/**
 * How often the app asks again for what changes by itself. Read when a query schedules its next
 * poll, so a story or test that watches a poll happen shortens it (`setPollIntervals`) instead of
 * sitting through the shopper's pace.
 */
export interface PollIntervals {
  /** An order still on its way: the tracker, the rider on the map. */
  order: number;
  /** The open rider chat: the rider answers from the road. */
  orderChat: number;
  /** The closed rider chat: only often enough to show that the rider wrote. */
  orderChatIdle: number;
  /** The open support chat: the agent answers a few seconds after a message. */
  supportMessages: number;
  /** The support launcher's unread count, while the panel is closed. */
  supportUnread: number;
  /** The header's notification inbox: a restock or an order's news shows within this. */
  notifications: number;
}

export const DEFAULT_POLL_INTERVALS: Readonly<PollIntervals> = Object.freeze({
  order: 5_000,
  orderChat: 3_000,
  orderChatIdle: 30_000,
  supportMessages: 3_000,
  supportUnread: 30_000,
  notifications: 30_000,
});

let current: Readonly<PollIntervals> = DEFAULT_POLL_INTERVALS;

export const pollInterval = (name: keyof PollIntervals): number => current[name];

/** Sets some intervals until the returned undo is called (each story starts from the defaults). */
export function setPollIntervals(overrides: Partial<PollIntervals>): () => void {
  const before = current;
  current = { ...current, ...overrides };
  return () => {
    current = before;
  };
}
