/** Spec sections 2 and 4: signing in or out starts the app again from the stored session. */
export function reloadPage(): void {
  window.location.reload();
}
