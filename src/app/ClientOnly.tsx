import { useSyncExternalStore, type ReactNode } from "react";

const neverChanges = () => () => undefined;

/**
 * Renders its children in the browser only: the server's page (src/app/shell/renderPage.tsx) has
 * none of them. For what waits for the page to load (the toasts, the chat), which
 * the server could never finish drawing.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
