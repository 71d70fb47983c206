/**
 * Resolves once the page has loaded (at once if it already has). Code and data that nothing on
 * the first screen needs (the footer, the chat launcher, the toast container) wait for it, so
 * they do not share the network and the main thread with what the first screen draws.
 */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => setTimeout(resolve, 0);
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
  });
}
