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
import { sessionStatusOf } from "../session";

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

/** Whether the browser's stored session is a customer's, as the app's session will say. */
export function signedInAsCustomer(): boolean {
  const stored = getSession();
  return sessionStatusOf(stored?.token ?? null, stored?.user ?? null) === "customer";
}

/**
 * Whether the app can take over the page the server drew at `pathname` (src/main.tsx) rather than
 * draw it again. A page drawn for everyone was drawn for nobody, so not where this visitor's own
 * state shows at the top and would push the drawn page's content: the search landing once this
 * browser has searched (its recent searches come first), and a shared cart for a visitor with a
 * session (who can add it, where nobody can). A customer's page was drawn for the customer the
 * browser's session names, so the app's first render matches it, except an order's: its map
 * places its pins from the size it measures in the browser, which the drawn copy cannot know.
 */
export function canTakeOverDrawnPage(pathname: string, search: string): boolean {
  const audience = pageAudience(pathname);
  if (audience === null) return false;
  if (audience === "customer") {
    return signedInAsCustomer() && !matchPath(routePatterns.order, pathname);
  }
  if (matchPath(routePatterns.sharedCart, pathname)) return getSession() === null;
  const onSearchLanding =
    matchPath(routePatterns.search, pathname) !== null &&
    (new URLSearchParams(search).get("q") ?? "").trim() === "";
  return !onSearchLanding || loadRecentSearches().length === 0;
}

/** How the app takes over a drawn page (src/main.tsx), until the route's content has done so. */
interface Takeover {
  /**
   * A page drawn for everyone, for a visitor with a session: its body was drawn for nobody (no
   * cart), so the app's first render draws it so too. False for a customer's own page.
   */
  drawnForNobody: boolean;
  /** Called once the route's content has been taken over: the page takes input from then on. */
  onTakenOver: () => void;
}

let pendingTakeover: Takeover | null = null;
let takenOver: Promise<void> = Promise.resolve();
let markTakenOver: () => void = () => undefined;

/** Called before the app takes over (hydrates) a drawn page. */
export function takeOverDrawnPage(takeover: Takeover): void {
  pendingTakeover = takeover;
  takenOver = new Promise((resolve) => {
    markTakenOver = resolve;
  });
}

/**
 * Resolves once the drawn page's content has been taken over and the browser has drawn the frame
 * after it; without a drawn page, after the next frame. What opens by itself at start-up (the
 * location modal) waits for it: opened while the takeover's changes are still to be styled, its
 * focus and scroll lock make the browser restyle the whole page inside its own task.
 */
export function afterTakeoverDrawn(): Promise<void> {
  return takenOver.then(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve));
      }),
  );
}

const DrawnForNobodyContext = createContext(false);

/**
 * Around the route's content, inside its Suspense boundary, which React takes over after the
 * header: once it commits, the drawn page takes input (a click before then would reach a card
 * React has not taken over yet). While a shared page is taken over, what its components draw from
 * the visitor's own data (their cart's quantities) stays as drawn for nobody, so the first render
 * matches the drawn page and React keeps its elements; the visitor's own data then shows in a
 * transition (in small pieces). Nothing happens on the server or for a page the app draws itself.
 */
export function DrawnPageTakeover({ children }: { children: ReactNode }) {
  const [drawnForNobody, setDrawnForNobody] = useState(
    () => pendingTakeover?.drawnForNobody ?? false,
  );
  useEffect(() => {
    const takeover = pendingTakeover;
    if (!takeover) return;
    pendingTakeover = null;
    takeover.onTakenOver();
    markTakenOver();
    if (takeover.drawnForNobody) startTransition(() => setDrawnForNobody(false));
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
