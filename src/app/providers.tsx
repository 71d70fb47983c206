import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { afterPageLoad } from "./afterPageLoad";
import { ClientOnly } from "./ClientOnly";
import type { StoredLocation } from "@/lib/storedTypes";
import { OverlaysProvider } from "./overlays/overlays";
import { ServerLocationContext } from "./preferences";
import { SessionProvider, type Session } from "./session";
import { LanguageProvider } from "./language/LanguageProvider";

// The toast container loads once the page has loaded; toasts raised before then are queued.
const AppToaster = lazy(async () => {
  await afterPageLoad();
  return { default: (await import("./AppToaster")).AppToaster };
});

/** Everything a screen needs around it; Storybook's decorators render the same providers. */
export function AppProviders({
  queryClient,
  serverSession,
  serverLocation,
  children,
}: {
  queryClient: QueryClient;
  /** On the server only: the session its page is drawn for (src/app/shell/renderPage.tsx). */
  serverSession?: Session;
  /** On the server only: the delivery location its page is drawn with. */
  serverLocation?: StoredLocation | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider serverSession={serverSession}>
        <ServerLocationContext.Provider value={serverLocation}>
          <LanguageProvider>
            <OverlaysProvider>{children}</OverlaysProvider>
          </LanguageProvider>
        </ServerLocationContext.Provider>
        <ClientOnly>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </ClientOnly>
      </SessionProvider>
    </QueryClientProvider>
  );
}
