import type {
  AuthUser,
  CountryPhoneCode,
  Ethnicity,
  SupportConfig,
} from "../../shared/contract/types";
import {
  ETHNICITY_COOKIE,
  isStoredLocation,
  LOCATION_COOKIE,
  SESSION_COOKIE,
} from "../../shared/cookies";
import { readRaw, removeRaw, writeRaw } from "./safeLocalStorage";
import { writeServerCookie } from "./serverCookies";
import type { Cached, RecentSearch, SelectedEthnicity, StoredLocation } from "./storedTypes";

/** Server lists kept locally for CACHE_LIFETIME_MS (see cache.ts). */
export interface CachedResources {
  ethnicities: Ethnicity[];
  countryCodes: CountryPhoneCode[];
  configs: SupportConfig[];
}

type CachedEntries = { [K in keyof CachedResources]: Cached<CachedResources[K]> };

/** Every local-storage key of the app (docs/product.md § Data the screens show) and the type of the value it holds. */
export interface StorageSchema extends CachedEntries {
  auth_token: string;
  auth_user: AuthUser;
  deviceId: string;
  recentSearches: RecentSearch[];
  ethnicity: SelectedEthnicity;
  location: StoredLocation;
}

export type StorageKey = keyof StorageSchema;

// A record rather than a list so that a key added to StorageSchema cannot be forgotten here.
const EVERY_KEY: Record<StorageKey, true> = {
  auth_token: true,
  auth_user: true,
  deviceId: true,
  recentSearches: true,
  ethnicity: true,
  location: true,
  ethnicities: true,
  countryCodes: true,
  configs: true,
};

export const STORAGE_KEYS = Object.keys(EVERY_KEY) as readonly StorageKey[];

// The token is kept bare, exactly as the server issued it; every other value is JSON.
const RAW_STRING_KEYS: ReadonlySet<StorageKey> = new Set<StorageKey>(["auth_token"]);

export function readStorage<K extends StorageKey>(key: K): StorageSchema[K] | null {
  if (RAW_STRING_KEYS.has(key)) return readRaw(key) as StorageSchema[K] | null;
  return readJson(key) as StorageSchema[K] | null;
}

export function writeStorage<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  writeRaw(key, RAW_STRING_KEYS.has(key) ? String(value) : JSON.stringify(value));
  copyToCookie(key);
}

/** readStorage for a cached list; TypeScript cannot resolve StorageSchema[K] for a generic K. */
export function readCachedEntry<K extends keyof CachedResources>(
  key: K,
): Cached<CachedResources[K]> | null {
  const stored = readJson(key);
  // An entry without its timestamp cannot say whether it is fresh, so it counts as absent.
  if (!isCachedEntry(stored)) return null;
  return stored as Cached<CachedResources[K]>;
}

function isCachedEntry(stored: unknown): stored is Cached<unknown> {
  return (
    typeof stored === "object" &&
    stored !== null &&
    "value" in stored &&
    "savedAt" in stored &&
    typeof stored.savedAt === "number"
  );
}

export function writeCachedEntry<K extends keyof CachedResources>(
  key: K,
  entry: Cached<CachedResources[K]>,
): void {
  writeRaw(key, JSON.stringify(entry));
}

function readJson(key: StorageKey): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    removeRaw(key);
    return null;
  }
}

export function removeStorage(key: StorageKey): void {
  removeRaw(key);
  copyToCookie(key);
}

/** The server's session lifetime (server/http/session.ts): the cookie lasts as the token does. */
const SESSION_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
/** A year: the choices themselves are kept in local storage for good. */
const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

interface CookieCopy {
  cookie: string;
  maxAgeS: number;
  /** The cookie's value for what the key holds (null removes the cookie). */
  valueOf: (stored: unknown) => string | null;
}

/**
 * The stored values the server draws pages by (server/http/pages.ts), which cannot see local
 * storage: each is copied into its cookie (shared/cookies.ts) whenever it is written or removed.
 * - the token, so a customer's own pages (checkout, an order) are drawn for them;
 * - the delivery location, so those pages' header names it;
 * - the chosen ethnicity, so the catalogue drawn for the default one is not sent instead.
 */
const COOKIE_COPIES: Partial<Record<StorageKey, CookieCopy>> = {
  auth_token: {
    cookie: SESSION_COOKIE,
    maxAgeS: SESSION_COOKIE_MAX_AGE_S,
    valueOf: (token) => (typeof token === "string" && token !== "" ? token : null),
  },
  location: {
    cookie: LOCATION_COOKIE,
    maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S,
    valueOf: (location) => (isStoredLocation(location) ? JSON.stringify(location) : null),
  },
  ethnicity: {
    cookie: ETHNICITY_COOKIE,
    maxAgeS: PREFERENCE_COOKIE_MAX_AGE_S,
    valueOf: (chosen) => {
      const id: unknown =
        typeof chosen === "object" && chosen !== null && "id" in chosen && chosen.id;
      return typeof id === "number" ? String(id) : null;
    },
  },
};

function copyToCookie(key: StorageKey): void {
  const copy = COOKIE_COPIES[key];
  if (copy) writeServerCookie(copy.cookie, copy.valueOf(readStorage(key)), copy.maxAgeS);
}

/**
 * Copies every value the server draws pages by into its cookie, at start: another tab, or a
 * version of the app before the cookies, may have changed the storage.
 */
export function copyStoredValuesToCookies(): void {
  for (const key of Object.keys(COOKIE_COPIES) as StorageKey[]) copyToCookie(key);
}

/** A random id for this browser, generated on first use and kept from then on. */
export function getDeviceId(): string {
  const stored = readStorage("deviceId");
  if (typeof stored === "string" && stored !== "") return stored;
  const created = crypto.randomUUID();
  writeStorage("deviceId", created);
  return created;
}

export interface StoredSession {
  token: string;
  user: AuthUser | null;
}

/** A session exists while a token is stored; the API authenticates with the token alone. */
export function getSession(): StoredSession | null {
  const token = readStorage("auth_token");
  if (!token) return null;
  return { token, user: readStorage("auth_user") };
}

export function saveSession(token: string, user: AuthUser): void {
  writeStorage("auth_token", token);
  writeStorage("auth_user", user);
}

/** Replaces the signed-in user (a profile update); without a session there is none to replace. */
export function saveSessionUser(user: AuthUser): void {
  if (readStorage("auth_token")) writeStorage("auth_user", user);
}

export function clearSession(): void {
  removeStorage("auth_token");
  removeStorage("auth_user");
}
