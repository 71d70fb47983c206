import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppToaster } from "./AppToaster";
import { SessionProvider } from "./session";

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
        {children}
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
