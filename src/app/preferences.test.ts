import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCookieJar } from "@/lib/testing/cookieJar";
import { createMemoryStorage } from "@/lib/testing/memoryStorage";
import {
  ETHNICITY_COOKIE,
  LOCATION_COOKIE,
  parseLocationCookie,
  readCookie,
} from "../../shared/cookies";
import { copyStoredValuesToCookies } from "@/lib/storage";
import { saveStoredLocation, selectEthnicity } from "./preferences";

let jar: ReturnType<typeof createCookieJar>;

beforeEach(() => {
  jar = createCookieJar();
  vi.stubGlobal("document", jar);
  // Choosing an ethnicity also announces it on window.
  vi.stubGlobal("window", Object.assign(new EventTarget(), { location: { protocol: "http:" } }));
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
    copyStoredValuesToCookies();
    expect(readCookie(jar.cookie, LOCATION_COOKIE)).toBeNull();
  });
});

describe("the ethnicity cookie", () => {
  it("names the chosen ethnicity's id", () => {
    selectEthnicity({ id: 3, name: "India", label: "Asia (India)", fileResponse: null });
    expect(readCookie(jar.cookie, ETHNICITY_COOKIE)).toBe("3");
  });
});
