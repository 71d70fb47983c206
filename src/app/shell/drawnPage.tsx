import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { matchPath } from "react-router-dom";
import { isProtectedRoute, routePatterns, type RouteName } from "@/lib/paths";
import { loadRecentSearches } from "@/lib/recentSearches";
import { getSession } from "@/lib/storage";

/** Who a drawn page is for: every visitor alike, or only the signed-in customer whose it is. */
export type PageAudience = "everyone" | "customer";

/**
 * Whom the server draws the page at `pathname` for: the routes open to visitors for everyone (the
 * server keeps one copy), the protected ones (checkout, an order, the account's pages) for their
 * customer only. A path no route matches is not drawn: the app sends it home.
 */
export function pageAudience(pathname: string): PageAudience | null {
  const name = (Object.keys(routePatterns) as RouteName[]).find(
    (route) => matchPath(routePatterns[route], pathname) !== null,
  );
  if (!name) return null;
  return isProtectedRoute(name) ? "customer" : "everyone";
}

/**
 * Whether the app can take over the page the server drew at `pathname` for everyone, which was
 * drawn for nobody. Not where this visitor's own state shows at the top and would push the drawn
 * page's content: the search landing once this browser has searched (its recent searches come
 * first), and a shared cart for a visitor with a session (who can add it, where nobody can). The
 * app draws those again instead.
 */
export function canTakeOverSharedPage(pathname: string, search: string): boolean {
  if (matchPath(routePatterns.sharedCart, pathname)) return getSession() === null;
  const onSearchLanding =
    matchPath(routePatterns.search, pathname) !== null &&
    (new URLSearchParams(search).get("q") ?? "").trim() === "";
  return !onSearchLanding || loadRecentSearches().length === 0;
}

/** How the app starts (src/main.tsx): on a page it takes over, or on one it draws itself. */
interface FirstRender {
  /**
   * A page drawn for everyone, taken over for a visitor with a session: its body was drawn for
   * nobody (no cart), so the app's first render draws it so too.
   */
  drawnForNobody: boolean;
  /** Called once the route's content has been drawn or taken over: the page takes input from then on. */
  onStarted: () => void;
}

let pendingFirstRender: FirstRender | null = null;

/** Called before the app's first render. */
export function prepareFirstRender(firstRender: FirstRender): void {
  pendingFirstRender = firstRender;
}

const DrawnForNobodyContext = createContext(false);

/**
 * Around the route's content, inside its Suspense boundary, which React draws or takes over after
 * the header: once it commits, the app says it has started (a click before then, on a drawn card
 * React has not taken over yet, would do nothing). While a shared page is taken over, what its
 * components draw from the visitor's own data (their cart's quantities) stays as drawn for nobody,
 * so the first render matches the drawn page and React keeps its elements; the visitor's own data
 * then shows in a transition (in small pieces). Nothing happens on the server.
 */
export function DrawnPageTakeover({ children }: { children: ReactNode }) {
  const [drawnForNobody, setDrawnForNobody] = useState(
    () => pendingFirstRender?.drawnForNobody ?? false,
  );
  useEffect(() => {
    const firstRender = pendingFirstRender;
    if (!firstRender) return;
    pendingFirstRender = null;
    firstRender.onStarted();
    if (firstRender.drawnForNobody) startTransition(() => setDrawnForNobody(false));
  }, []);
  return (
    <DrawnForNobodyContext.Provider value={drawnForNobody}>
      {children}
    </DrawnForNobodyContext.Provider>
  );
}

/** True while a shared page's content is being taken over (see DrawnPageTakeover). */
export function useDrawnForNobody(): boolean {
  return useContext(DrawnForNobodyContext);
}
