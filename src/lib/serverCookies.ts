import { readCookie } from "../../shared/cookies";

/**
 * Writes (or, with null, removes) one of the cookies the server draws pages by (shared/cookies.ts)
 * when it differs from what the browser holds. Outside a browser there is nothing to write.
 */
export function writeServerCookie(name: string, value: string | null, maxAgeSeconds: number): void {
  if (typeof document === "undefined") return;
  if (readCookie(document.cookie, name) === value) return;
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
