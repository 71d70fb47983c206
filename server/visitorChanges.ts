/**
 * The writes this process has seen that may change what is drawn for a returning visitor (their
 * header's name and cart, a customer's checkout and orders): each call that is not a read, by the
 * user whose session made it, and, for their customer, each step the fulfilment simulator takes
 * and each checkout or tip that a stopped process left and this one recovers. A call made without
 * a session (a sign-in that merges a guest's cart, a payment webhook) may touch anyone's.
 * Pages drawn for a visitor (server/http/visitorPages.ts) are current while nothing changed since
 * the mark taken before they were drawn. Only this process's writes are seen: with several
 * processes on one database, nothing drawn for a signed-in visitor may be kept on this alone.
 */
export class VisitorChanges {
  private sequence = 0;
  private lastAnonymous = 0;
  private readonly lastByUser = new Map<number, { sequence: number; at: number }>();

  /**
   * @param forgetAfterMs how long a change matters: nothing drawn for a visitor is kept longer,
   *   so older changes are forgotten once many users have made one.
   */
  constructor(
    private readonly forgetAfterMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxUsers = 10_000,
  ) {}

  /** Taken before drawing: what is drawn after it knows every change up to it. */
  get mark(): number {
    return this.sequence;
  }

  /** A call that is not a read was answered, for `userId`'s session or without one (null). */
  changedBy(userId: number | null): void {
    this.sequence += 1;
    if (userId === null) {
      this.lastAnonymous = this.sequence;
      return;
    }
    if (this.lastByUser.size >= this.maxUsers) this.forgetOld();
    this.lastByUser.delete(userId);
    this.lastByUser.set(userId, { sequence: this.sequence, at: this.now() });
  }

  /** Whether what was drawn for `userId` at `mark` is still what they would see. */
  unchangedSince(userId: number, mark: number): boolean {
    const last = this.lastByUser.get(userId)?.sequence ?? 0;
    return last <= mark && this.lastAnonymous <= mark;
  }

  private forgetOld(): void {
    const before = this.now() - this.forgetAfterMs;
    // Oldest first (each change moves its user to the end).
    for (const [userId, change] of this.lastByUser) {
      if (change.at >= before) break;
      this.lastByUser.delete(userId);
    }
  }
}
