import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveRecentSearch } from "@/lib/recentSearches";
import { saveSession } from "@/lib/storage";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import { authUserFixture, GUEST_TOKEN } from "@/mocks/fixtures/auth";
import { canTakeOverDrawnPage } from "./drawnPage";

describe("canTakeOverDrawnPage", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", createMemoryStorage());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes over every page drawn for everyone for a visitor with nothing stored", () => {
    for (const path of [
      "/",
      "/search",
      "/categories",
      "/categories/3/products",
      "/shared-cart/a",
    ]) {
      expect(canTakeOverDrawnPage(path, ""), path).toBe(true);
    }
  });

  it("draws the search landing again once this browser has searched, but not its results", () => {
    saveRecentSearch({ name: "rice" });

    expect(canTakeOverDrawnPage("/search", "")).toBe(false);
    expect(canTakeOverDrawnPage("/search", "?q=%20")).toBe(false);
    expect(canTakeOverDrawnPage("/search", "?q=rice")).toBe(true);
    expect(canTakeOverDrawnPage("/", "")).toBe(true);
  });

  it("draws a shared cart again for a visitor with a session, who can add it", () => {
    saveSession(GUEST_TOKEN, authUserFixture({ isGuestUser: true }));

    expect(canTakeOverDrawnPage("/shared-cart/a", "")).toBe(false);
    expect(canTakeOverDrawnPage("/products/9/detail", "")).toBe(true);
  });

  it("takes over a customer's own page for their session, but draws an order's map again", () => {
    const customerPages = ["/checkout", "/my-orders", "/coupons", "/setting", "/address-book"];
    for (const path of customerPages) expect(canTakeOverDrawnPage(path, ""), path).toBe(false);

    saveSession(GUEST_TOKEN, authUserFixture({ isGuestUser: true }));
    for (const path of customerPages) expect(canTakeOverDrawnPage(path, ""), path).toBe(false);

    saveSession("customer-token", authUserFixture({ isGuestUser: false }));
    for (const path of customerPages) expect(canTakeOverDrawnPage(path, ""), path).toBe(true);
    expect(canTakeOverDrawnPage("/order/4f9c1f57-2f7a-4a34-9f0e-7f1f3f2a9b10", "")).toBe(false);
  });

  it("takes over no path that no route matches", () => {
    expect(canTakeOverDrawnPage("/no/such/page", "")).toBe(false);
  });
});

describe("afterTakeoverDrawn", () => {
  let frames: (() => void)[];

  beforeEach(() => {
    vi.resetModules();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Lets promises and timers run, then draws the frames asked for so far. */
  async function drawFrame() {
    await new Promise((resolve) => setTimeout(resolve));
    for (const frame of frames.splice(0)) frame();
    await new Promise((resolve) => setTimeout(resolve));
  }

  it("waits for the next frame when no drawn page is being taken over", async () => {
    const { afterTakeoverDrawn } = await import("./drawnPage");
    const settled = vi.fn();
    void afterTakeoverDrawn().then(settled);

    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).not.toHaveBeenCalled();
    await drawFrame();
    expect(settled).toHaveBeenCalled();
  });

  it("waits while a drawn page is still to be taken over, frames or not", async () => {
    const { afterTakeoverDrawn, takeOverDrawnPage } = await import("./drawnPage");
    takeOverDrawnPage({ drawnForNobody: false, onTakenOver: () => undefined });
    const settled = vi.fn();
    void afterTakeoverDrawn().then(settled);

    await drawFrame();
    await drawFrame();
    expect(settled).not.toHaveBeenCalled();
  });
});
