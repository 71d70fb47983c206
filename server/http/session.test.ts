import { describe, expect, it } from "vitest";
import { lookingUpOnce, onceForEachPage, type Session, type SessionLookup } from "./session";

const now = new Date("2026-11-30T10:00:00Z");

function countingLookup() {
  const asked: string[] = [];
  const lookup: SessionLookup = async (token) => {
    asked.push(token);
    if (token === "broken") throw new Error("database down");
    return token === "dead" ? null : ({ sessionId: 1 } as unknown as Session);
  };
  return { asked, lookup: onceForEachPage(lookup) };
}

describe("onceForEachPage", () => {
  it("looks each token up once while a page is drawn, and every time outside one", async () => {
    const { asked, lookup } = countingLookup();
    await lookingUpOnce(async () => {
      await Promise.all([lookup("a", now), lookup("a", now), lookup("dead", now)]);
      expect(await lookup("dead", now)).toBeNull();
    });
    expect(asked).toEqual(["a", "dead"]);
    await lookup("a", now);
    await lookup("a", now);
    expect(asked).toEqual(["a", "dead", "a", "a"]);
  });

  it("keeps the lookups of each page apart, and asks again after one failed", async () => {
    const { asked, lookup } = countingLookup();
    await Promise.all([
      lookingUpOnce(() => lookup("a", now)),
      lookingUpOnce(() => lookup("a", now)),
    ]);
    expect(asked).toEqual(["a", "a"]);
    await lookingUpOnce(async () => {
      await expect(lookup("broken", now)).rejects.toThrow("database down");
      await expect(lookup("broken", now)).rejects.toThrow("database down");
    });
    expect(asked.filter((token) => token === "broken")).toHaveLength(2);
  });
});
