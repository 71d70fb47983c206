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
