import { Suspense, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LinkRenderProvider } from "@/components/ui/Link";
import { WebAppStatus } from "../offline/WebAppStatus";
import { renderRouterLink } from "../RouterLink";
import { ScrollToTop } from "../ScrollToTop";
import { DrawnPageTakeover } from "../shell/drawnPage";
import { appLayoutText } from "./AppLayout.text";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteFallback } from "./RouteFallback";

export interface AppLayoutProps {
  header?: ReactNode;
  footer?: ReactNode;
  /** The header's modals and the cart drawer (OverlayHost). */
  overlays?: ReactNode;
  /** docs/product.md § Rider chat and support chat: fixed on screen whenever any session (guest or customer) exists. */
  chatLauncher?: ReactNode;
}

/** The page frame every route renders in. */
export function AppLayout({ header, footer, overlays, chatLauncher }: AppLayoutProps) {
  const { pathname } = useLocation();
  return (
    <LinkRenderProvider value={renderRouterLink}>
      <div className="flex min-h-screen flex-col bg-white">
        <ScrollToTop />
        <a
          href="#main"
          className="sr-only rounded-md bg-white px-3 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:inset-s-2 focus:z-50"
        >
          {appLayoutText.skipToContent}
        </a>
        {header}
        {/* The offline banner under the header, and the service worker's update prompt. */}
        <WebAppStatus />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
          <Suspense fallback={<RouteFallback />}>
            <DrawnPageTakeover>
              <RouteErrorBoundary resetKey={pathname}>
                <Outlet />
              </RouteErrorBoundary>
            </DrawnPageTakeover>
          </Suspense>
        </main>
        {footer}
        {chatLauncher}
        {overlays}
      </div>
    </LinkRenderProvider>
  );
}
