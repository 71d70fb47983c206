import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { afterPageLoad } from "./afterPageLoad";
import { ClientOnly } from "./ClientOnly";
import { OverlaysProvider } from "./overlays/overlays";
import { SessionProvider, type Session } from "./session";

// The toast container loads once the page has loaded; toasts raised before then are queued.
const AppToaster = lazy(async () => {
  await afterPageLoad();
  return { default: (await import("./AppToaster")).AppToaster };
});

/** Everything a screen needs around it; Storybook's decorators render the same providers. */
export function AppProviders({
  queryClient,
  serverSession,
  children,
}: {
  queryClient: QueryClient;
  /** On the server only: the session its page is drawn for (src/app/shell/renderPage.tsx). */
  serverSession?: Session;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider serverSession={serverSession}>
        <OverlaysProvider>{children}</OverlaysProvider>
        <ClientOnly>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </ClientOnly>
      </SessionProvider>
    </QueryClientProvider>
  );
}
