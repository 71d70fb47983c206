/**
 * The store's origin as its canonical addresses name it. The server sets it from PUBLIC_URL before
 * it draws a page; in the browser it is the origin of the canonical address the drawn page came
 * with, so the app's first render names the same addresses as the page it takes over, and the
 * browser's own origin on a page the server did not draw.
 */
let origin: string | null = null;

export function setSiteOrigin(publicUrl: string): void {
  origin = new URL(publicUrl).origin;
}

export function siteOrigin(): string {
  if (origin === null) {
    if (typeof document === "undefined") {
      throw new Error("The server draws a page before setSiteOrigin named the store's origin");
    }
    const drawn = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    origin = drawn ? new URL(drawn).origin : window.location.origin;
  }
  return origin;
}

/**
 * `pathOrUrl` (an app path, an image's same-origin or absolute address) as the absolute address
 * someone else can open: canonical links, previews and shared links alike.
 */
export function absoluteAddress(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteOrigin()).href;
}
