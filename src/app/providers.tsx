import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { OverlaysProvider } from "./overlays/overlays";
import { SessionProvider } from "./session";

// The toast container loads after the first render; toasts raised before then are queued.
const AppToaster = lazy(async () => ({ default: (await import("./AppToaster")).AppToaster }));

/** Everything a screen needs around it; Storybook's decorators render the same providers. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <OverlaysProvider>{children}</OverlaysProvider>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
