import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../shared/contract/types";
import { readCookie, SESSION_COOKIE } from "../../shared/cookies";
import { writeServerCookie } from "./serverCookies";
import { clearSession, copyStoredValuesToCookies, saveSession } from "./storage";
import { createCookieJar } from "./testing/cookieJar";
import { createMemoryStorage } from "./testing/memoryStorage";

let jar: ReturnType<typeof createCookieJar>;

function onPage(protocol: "http:" | "https:") {
  jar = createCookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("window", { location: { protocol } });
  vi.stubGlobal("localStorage", createMemoryStorage());
}

beforeEach(() => onPage("http:"));
afterEach(() => vi.unstubAllGlobals());

const customer: AuthUser = {
  id: 7,
  firstName: "Ayesha",
  email: null,
  phone: "5551234567",
  isGuestUser: false,
};

describe("writeServerCookie", () => {
  it("writes a cookie for the whole site, lax, for the time given, and only when it changes", () => {
    writeServerCookie("ethnicity", "3", 60);
    writeServerCookie("ethnicity", "3", 60);
    expect(jar.written).toEqual(["ethnicity=3; path=/; max-age=60; samesite=lax"]);
    expect(readCookie(jar.cookie, "ethnicity")).toBe("3");
  });

  it("marks it secure on https, and removes it when given null", () => {
    onPage("https:");
    writeServerCookie("ethnicity", "3", 60);
    writeServerCookie("ethnicity", null, 60);
    expect(jar.written).toEqual([
      "ethnicity=3; path=/; max-age=60; samesite=lax; secure",
      "ethnicity=; path=/; max-age=0; samesite=lax; secure",
    ]);
    expect(readCookie(jar.cookie, "ethnicity")).toBeNull();
  });

  it("keeps a value the cookie syntax would cut short", () => {
    writeServerCookie("session", "a;b=c d", 60);
    expect(readCookie(jar.cookie, "session")).toBe("a;b=c d");
  });
});

describe("the session cookie", () => {
  it("follows the stored token: written on sign-in, removed on sign-out", () => {
    saveSession("token-1", customer);
    expect(readCookie(jar.cookie, SESSION_COOKIE)).toBe("token-1");
    saveSession("token-2", customer);
    expect(readCookie(jar.cookie, SESSION_COOKIE)).toBe("token-2");
    clearSession();
    expect(readCookie(jar.cookie, SESSION_COOKIE)).toBeNull();
  });

  it("is written at start for a token stored before the cookie existed, for the session's 90 days", () => {
    // As an app from before the cookie left it.
    localStorage.setItem("auth_token", "older-token");
    copyStoredValuesToCookies();
    expect(readCookie(jar.cookie, SESSION_COOKIE)).toBe("older-token");
    expect(jar.written).toEqual(["session=older-token; path=/; max-age=7776000; samesite=lax"]);
  });
});
