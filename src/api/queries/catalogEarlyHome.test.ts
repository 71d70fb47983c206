import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { homePageFixture } from "@/mocks/fixtures";
import { takeEarlyHome } from "./catalogEarlyHome";

type EarlyWindow = Pick<Window, "__storefrontEarlyHome">;

const homePage = homePageFixture();

/** What public/early-home.js leaves on the page, in a Node test that has no window of its own. */
function startEarly(ethnicity: number | undefined | null, answer = homePage): EarlyWindow {
  const early: EarlyWindow = {
    __storefrontEarlyHome: {
      ethnicity: Promise.resolve(ethnicity),
      answer: Promise.resolve(answer),
    },
  };
  Object.assign(globalThis, { window: early });
  return early;
}

// The early script asks the page's own /api/v1; the unit project points the app elsewhere.
beforeEach(() => {
  vi.stubEnv("VITE_API_BASE_URL", "/api/v1");
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(globalThis, "window");
});

describe("the home answer started by the early script", () => {
  it("is taken for the ethnicity it asked for, once", async () => {
    startEarly(1);
    await expect(takeEarlyHome(1)).resolves.toBe(homePage);
    await expect(takeEarlyHome(1)).resolves.toBeNull();
  });

  it("is left for another ethnicity, so the app asks the server", async () => {
    startEarly(2);
    await expect(takeEarlyHome(1)).resolves.toBeNull();
  });

  it("is left when the app talks to another API than the page's own", async () => {
    vi.stubEnv("VITE_API_BASE_URL", "https://api.example.com/api/v1");
    startEarly(1);
    await expect(takeEarlyHome(1)).resolves.toBeNull();
  });

  it("is absent without the early script or without a window", async () => {
    await expect(takeEarlyHome(1)).resolves.toBeNull();
    Object.assign(globalThis, { window: {} });
    await expect(takeEarlyHome(1)).resolves.toBeNull();
  });
});
