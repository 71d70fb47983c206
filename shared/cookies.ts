/**
 * The cookies the web app writes so the server can draw its pages (server/http/pages.ts). They
 * copy what the app keeps in local storage, which the server cannot see. The API never reads them:
 * it authenticates by the bearer token alone, so a cookie sent by another site's form or link
 * changes nothing.
 */

/** The session's token, so the server can draw a customer's own pages (checkout, an order). */
export const SESSION_COOKIE = "session";

/** The ethnicity the shopper chose: the server draws the default one's catalogue only. */
export const ETHNICITY_COOKIE = "ethnicity";

/** The delivery location the shopper chose, as JSON, so a customer's drawn header names it. */
export const LOCATION_COOKIE = "location";

/** The delivery location the shopper picked; docs/product.md § Data the screens show "Local storage". */
export interface StoredLocation {
  lat: number;
  lng: number;
  state: string;
  country: string;
}

/** Whether a value read back (local storage, the cookie) is a whole location. */
export function isStoredLocation(value: unknown): value is StoredLocation {
  if (typeof value !== "object" || value === null) return false;
  const { lat, lng, state, country } = value as Partial<Record<keyof StoredLocation, unknown>>;
  return (
    typeof lat === "number" &&
    Number.isFinite(lat) &&
    typeof lng === "number" &&
    Number.isFinite(lng) &&
    typeof state === "string" &&
    typeof country === "string"
  );
}

/** The location a cookie's JSON holds, or null for none or anything else. */
export function parseLocationCookie(value: string | null): StoredLocation | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isStoredLocation(parsed)
      ? { lat: parsed.lat, lng: parsed.lng, state: parsed.state, country: parsed.country }
      : null;
  } catch {
    return null;
  }
}

/** The value of cookie `name` in a Cookie header (or document.cookie), or null without one. */
export function readCookie(cookies: string | undefined, name: string): string | null {
  for (const cookie of (cookies ?? "").split(";")) {
    const separator = cookie.indexOf("=");
    if (separator < 0 || cookie.slice(0, separator).trim() !== name) continue;
    const value = cookie.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
