import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveRecentSearch } from "@/lib/recentSearches";
import { saveSession } from "@/lib/storage";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import { authUserFixture, GUEST_TOKEN } from "@/mocks/fixtures/auth";
import { canTakeOverSharedPage } from "./drawnPage";

describe("canTakeOverSharedPage", () => {
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
      expect(canTakeOverSharedPage(path, ""), path).toBe(true);
    }
  });

  it("draws the search landing again once this browser has searched, but not its results", () => {
    saveRecentSearch({ name: "rice" });

    expect(canTakeOverSharedPage("/search", "")).toBe(false);
    expect(canTakeOverSharedPage("/search", "?q=%20")).toBe(false);
    expect(canTakeOverSharedPage("/search", "?q=rice")).toBe(true);
    expect(canTakeOverSharedPage("/", "")).toBe(true);
  });

  it("draws a shared cart again for a visitor with a session, who can add it", () => {
    saveSession(GUEST_TOKEN, authUserFixture({ isGuestUser: true }));

    expect(canTakeOverSharedPage("/shared-cart/a", "")).toBe(false);
    expect(canTakeOverSharedPage("/products/9/detail", "")).toBe(true);
  });
});
