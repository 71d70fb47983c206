import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCookieJar } from "@/lib/testing/cookieJar";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import { LOCATION_COOKIE, parseLocationCookie, readCookie } from "../../shared/cookies";
import { saveStoredLocation, tellServerOfLocation } from "./preferences";

let jar: ReturnType<typeof createCookieJar>;

beforeEach(() => {
  jar = createCookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("window", { location: { protocol: "http:" } });
  vi.stubGlobal("localStorage", createMemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe("the location cookie", () => {
  it("follows the chosen location, as JSON the server reads back", () => {
    const brooklyn = { lat: 40.68, lng: -73.94, state: "NY", country: "USA" };
    saveStoredLocation(brooklyn);
    expect(parseLocationCookie(readCookie(jar.cookie, LOCATION_COOKIE))).toEqual(brooklyn);
  });

  it("is removed at start when storage holds no whole location", () => {
    jar.cookie = "location=%7B%7D; max-age=60";
    tellServerOfLocation();
    expect(readCookie(jar.cookie, LOCATION_COOKIE)).toBeNull();
  });
});
