/**
 * docs/product.md § States and transitions: signing in or out, and a guest's first location, start the app again from what
 * is stored. Containers take another function in stories, which must not reload Storybook.
 */
export function reloadPage(): void {
  window.location.reload();
}
