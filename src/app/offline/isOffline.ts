/**
 * True when the browser knows it has no network (`navigator.onLine` is false), read at the moment
 * of an action: a cart change or an order is then not sent. Apart from useOnline (./online.ts), so
 * the product cards' code carries only this.
 */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}
