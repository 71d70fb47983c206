/**
 * Where dialogs, sheets and menus draw: the page's body, named up front. Radix's portal without a
 * container draws nothing in its first render and its content only in a synchronous render that
 * its layout effect starts, so opening one, even in a transition, rendered, committed and focused
 * it all in one long task. On the server there is no document; nothing is open there.
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === "undefined" ? undefined : document.body;
}
