import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./loadOnce";

describe("loadOnce", () => {
  it("loads each key once and gives every caller the same result", async () => {
    const load = vi.fn((key: string) => Promise.resolve(`${key}!`));
    const loadKey = loadOnce(load);
    const [first, second] = await Promise.all([loadKey("ur"), loadKey("ur")]);
    expect(await loadKey("ur")).toBe("ur!");
    expect([first, second]).toEqual(["ur!", "ur!"]);
    expect(await loadKey("hi")).toBe("hi!");
    expect(load.mock.calls).toEqual([["ur"], ["hi"]]);
  });

  it("tries again after a load failed", async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("loaded");
    const loadKey = loadOnce(load);
    await expect(loadKey("ur")).rejects.toThrow("offline");
    expect(await loadKey("ur")).toBe("loaded");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
