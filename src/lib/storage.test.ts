import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../shared/contract/types";
import {
  STORAGE_KEYS,
  clearSession,
  getDeviceId,
  getSession,
  readCachedEntry,
  readStorage,
  removeStorage,
  saveSession,
  writeCachedEntry,
  writeStorage,
} from "./storage";
import { createMemoryStorage, createThrowingStorage } from "./testing/memoryStorage";

const customer: AuthUser = {
  id: 7,
  firstName: "Ayesha",
  email: "ayesha@example.com",
  phone: "5551234567",
  isGuestUser: false,
};

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal("localStorage", storage);
});

afterEach(() => {
  // Values written while storage refused them stay in the module's memory; drop them.
  for (const key of STORAGE_KEYS) removeStorage(key);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("readStorage / writeStorage", () => {
  it("keeps the token as the bare string under auth_token", () => {
    writeStorage("auth_token", "token-123");

    expect(storage.getItem("auth_token")).toBe("token-123");
    expect(readStorage("auth_token")).toBe("token-123");
  });

  it("stores objects as JSON under the spec's keys", () => {
    writeStorage("location", { lat: 40.7, lng: -73.98, state: "NY", country: "USA" });
    writeStorage("ethnicity", { id: 3 });

    expect(JSON.parse(storage.getItem("location") ?? "")).toEqual({
      lat: 40.7,
      lng: -73.98,
      state: "NY",
      country: "USA",
    });
    expect(readStorage("ethnicity")).toEqual({ id: 3 });
  });

  it("returns null for a key that was never written", () => {
    expect(readStorage("auth_user")).toBeNull();
  });

  it("drops an entry that is not valid JSON and reads it as missing", () => {
    storage.setItem("auth_user", "{not json");

    expect(readStorage("auth_user")).toBeNull();
    expect(storage.getItem("auth_user")).toBeNull();
  });

  it("removes a key", () => {
    writeStorage("recentSearches", [{ name: "rice" }]);
    removeStorage("recentSearches");

    expect(storage.getItem("recentSearches")).toBeNull();
    expect(readStorage("recentSearches")).toBeNull();
  });
});

describe("when localStorage is unusable", () => {
  it("keeps values in memory when localStorage does not exist", () => {
    vi.stubGlobal("localStorage", undefined);

    writeStorage("location", { lat: 1, lng: 2, state: "TX", country: "USA" });

    expect(readStorage("location")).toEqual({ lat: 1, lng: 2, state: "TX", country: "USA" });
  });

  it("keeps values in memory when every storage call throws", () => {
    vi.stubGlobal("localStorage", createThrowingStorage());

    writeStorage("auth_token", "token-abc");

    expect(readStorage("auth_token")).toBe("token-abc");
    removeStorage("auth_token");
    expect(readStorage("auth_token")).toBeNull();
  });

  it("keeps values in memory when even reading the localStorage property throws", () => {
    vi.spyOn(globalThis, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });

    writeStorage("ethnicity", { id: 9 });

    expect(readStorage("ethnicity")).toEqual({ id: 9 });
  });

  it("returns to localStorage once a write succeeds again", () => {
    vi.stubGlobal("localStorage", createThrowingStorage());
    writeStorage("auth_token", "old");
    vi.stubGlobal("localStorage", storage);

    writeStorage("auth_token", "new");
    storage.setItem("auth_token", "changed elsewhere");

    expect(readStorage("auth_token")).toBe("changed elsewhere");
  });
});

describe("cached entries", () => {
  it("round-trips a value with the time it was saved", () => {
    writeCachedEntry("configs", {
      value: [{ key: "ABOUT_PAGE_URL", value: "/about" }],
      savedAt: 5,
    });

    expect(readCachedEntry("configs")).toEqual({
      value: [{ key: "ABOUT_PAGE_URL", value: "/about" }],
      savedAt: 5,
    });
  });

  it("treats an entry without a numeric savedAt as missing", () => {
    storage.setItem("ethnicities", JSON.stringify([{ id: 1, name: "Asia (Pakistan)" }]));
    storage.setItem("configs", JSON.stringify({ value: [], savedAt: "yesterday" }));

    expect(readCachedEntry("ethnicities")).toBeNull();
    expect(readCachedEntry("configs")).toBeNull();
  });
});

describe("getDeviceId", () => {
  it("generates an id once and returns the saved one afterwards", () => {
    const randomUUID = vi
      .spyOn(crypto, "randomUUID")
      .mockReturnValue("11111111-2222-4333-8444-555555555555");

    const first = getDeviceId();
    const second = getDeviceId();

    expect(first).toBe("11111111-2222-4333-8444-555555555555");
    expect(second).toBe(first);
    expect(randomUUID).toHaveBeenCalledTimes(1);
    expect(readStorage("deviceId")).toBe(first);
  });

  it("keeps an id saved by an earlier visit", () => {
    writeStorage("deviceId", "saved-device");

    expect(getDeviceId()).toBe("saved-device");
  });
});

describe("session", () => {
  it("has no session before sign-in", () => {
    expect(getSession()).toBeNull();
  });

  it("returns the saved token and user", () => {
    saveSession("token-1", customer);

    expect(getSession()).toEqual({ token: "token-1", user: customer });
    expect(storage.getItem("auth_token")).toBe("token-1");
  });

  it("still has a session when only the token is stored", () => {
    writeStorage("auth_token", "token-2");

    expect(getSession()).toEqual({ token: "token-2", user: null });
  });

  it("has no session once the token is gone, even if the user remains", () => {
    saveSession("token-3", customer);
    removeStorage("auth_token");

    expect(getSession()).toBeNull();
  });

  it("clearSession removes token and user but nothing else", () => {
    saveSession("token-4", customer);
    writeStorage("ethnicity", { id: 2 });

    clearSession();

    expect(storage.getItem("auth_token")).toBeNull();
    expect(storage.getItem("auth_user")).toBeNull();
    expect(readStorage("ethnicity")).toEqual({ id: 2 });
  });
});
