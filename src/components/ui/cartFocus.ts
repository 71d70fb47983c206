/**
 * Names a cart item (data-focus-key), so focus can follow it between the drawer's two lists, or to
 * its neighbour when it leaves (the drawer and checkout's lines alike).
 */
export const cartDrawerFocusKey = {
  line: (productId: number) => `line:${productId}`,
  saved: (productId: number) => `saved:${productId}`,
};

function findItem(scope: HTMLElement | null, key: string | undefined) {
  if (!scope || key === undefined) return null;
  return scope.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
}

/** The item's next step (a line's Save for later, a saved item's Move to cart), else its remove icon. */
export function itemFollowControl(scope: HTMLElement | null, key: string) {
  const item = findItem(scope, key);
  return item?.querySelector<HTMLElement>("[data-focus-follow]") ?? item?.querySelector("button");
}

/** The name link of the item after the one leaving, or before it when it was the last. */
export function neighbourName(scope: HTMLElement | null, keys: readonly string[], key: string) {
  const at = keys.indexOf(key);
  const neighbour = keys[at + 1] ?? keys[at - 1];
  return findItem(scope, neighbour)?.querySelector<HTMLElement>(":is(h3, h4) a");
}
