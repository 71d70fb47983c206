import { describe, expect, it } from "vitest";
import { VisitorChanges } from "./visitorChanges";

describe("VisitorChanges", () => {
  it("says what was drawn for a user is current until that user, or a call without a session, changes something", () => {
    const changes = new VisitorChanges(60_000);
    const drawn = changes.mark;
    changes.changedBy(2);
    expect(changes.unchangedSince(1, drawn)).toBe(true);
    expect(changes.unchangedSince(2, drawn)).toBe(false);
    expect(changes.unchangedSince(2, changes.mark)).toBe(true);
    const beforeSignIn = changes.mark;
    changes.changedBy(null);
    expect(changes.unchangedSince(1, beforeSignIn)).toBe(false);
  });

  it("forgets changes older than anything kept once many users made one, and no newer ones", () => {
    let now = 0;
    const changes = new VisitorChanges(60_000, () => now, 2);
    const drawn = changes.mark;
    changes.changedBy(1);
    now = 30_000;
    changes.changedBy(2);
    now = 70_000;
    changes.changedBy(3);
    // User 1's change is older than anything still kept; user 2's is not.
    expect(changes.unchangedSince(1, drawn)).toBe(true);
    expect(changes.unchangedSince(2, drawn)).toBe(false);
    expect(changes.unchangedSince(3, drawn)).toBe(false);
  });
});
