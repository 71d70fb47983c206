import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { matchPath, Navigate, Outlet, Route, Routes } from "react-router-dom";
import { isAccountRoute, isProtectedRoute, routePatterns, type RouteName } from "@/lib/paths";
import { CHUNK_LOAD_TIMEOUT_MS } from "./constants";
import { AppLayout } from "./layout/AppLayout";
import { FooterWhenNear } from "./layout/FooterWhenNear";
import { HeaderContainer } from "./layout/HeaderContainer";
// Every screen draws its head with StoreMeta (docs/seo.md). Imported here it joins the chunk every
// page loads, rather than the home family's shared chunk, which the account pages would then
// fetch whole for it (build/firstLoadChunks.ts).
import "./meta/StoreMeta";
import { SupportChatLauncher } from "./layout/SupportChatLauncher";
import { OverlayHost } from "./overlays/OverlayHost";
import { RequireCustomer } from "./RequireCustomer";

function withTimeout<T>(load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading the page took longer than ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

interface Screen {
  Component: ComponentType;
  /** Loads the screen's code, so its route renders at once instead of suspending first. */
  preload: () => Promise<void>;
}

/**
 * Each screen is its own chunk, fetched the first time its route matches, or before the app's
 * first render by `preloadScreen`: a page the server rendered is then replaced by the same
 * screen, not by the 'Loading…' of a suspended one.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loaded: ComponentType | undefined;
  const loadScreen = async () => (loaded ??= pick(await withTimeout(load())));
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({
    default: await loadScreen(),
  }));
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload: async () => void (await loadScreen()) };
}

/** The container that renders each route of docs/product.md § Route table. */
const screens: Record<RouteName, Screen> = {
  home: lazyScreen(
    () => import("@/routes/HomeRoute"),
    (m) => m.HomeRoute,
  ),
  search: lazyScreen(
    () => import("@/routes/SearchRoute"),
    (m) => m.SearchRoute,
  ),
  categories: lazyScreen(
    () => import("@/routes/CategoriesRoute"),
    (m) => m.CategoriesRoute,
  ),
  categoryProducts: lazyScreen(
    () => import("@/routes/CategoryProductsRoute"),
    (m) => m.CategoryProductsRoute,
  ),
  productDetail: lazyScreen(
    () => import("@/routes/ProductDetailRoute"),
    (m) => m.ProductDetailRoute,
  ),
  checkout: lazyScreen(
    () => import("@/routes/CheckoutRoute"),
    (m) => m.CheckoutRoute,
  ),
  order: lazyScreen(
    () => import("@/routes/OrderRoute"),
    (m) => m.OrderRoute,
  ),
  myOrders: lazyScreen(
    () => import("@/routes/MyOrdersRoute"),
    (m) => m.MyOrdersRoute,
  ),
  coupons: lazyScreen(
    () => import("@/routes/CouponsRoute"),
    (m) => m.CouponsRoute,
  ),
  settings: lazyScreen(
    () => import("@/routes/SettingsRoute"),
    (m) => m.SettingsRoute,
  ),
  addressBook: lazyScreen(
    () => import("@/routes/AddressBookRoute"),
    (m) => m.AddressBookRoute,
  ),
  paymentMethods: lazyScreen(
    () => import("@/routes/PaymentMethodsRoute"),
    (m) => m.PaymentMethodsRoute,
  ),
  notifications: lazyScreen(
    () => import("@/routes/NotificationsRoute"),
    (m) => m.NotificationsRoute,
  ),
  sharedCart: lazyScreen(
    () => import("@/routes/SharedCartRoute"),
    (m) => m.SharedCartRoute,
  ),
};

/**
 * The account pages' side menu, fetched with the first of them and preloaded with their screen:
 * a suspended layout would blank a drawn account page until its chunk arrived.
 */
const accountLayout = lazyScreen(
  () => import("./layout/AccountLayoutContainer"),
  (m) => m.AccountLayoutContainer,
);
const AccountLayoutContainer = accountLayout.Component;

const routeNames = Object.keys(routePatterns) as RouteName[];

/**
 * Loads the code of the screen `pathname` shows (to a `customer` or not), and of the layout
 * around it, if any; a failed load is left to the route.
 */
export async function preloadScreen(pathname: string, customer = true): Promise<void> {
  const found = routeNames.find((candidate) => matchPath(routePatterns[candidate], pathname));
  if (!found) return;
  // A protected route sends anyone but a customer home (RequireCustomer): home is what shows.
  const name: RouteName = !customer && isProtectedRoute(found) ? "home" : found;
  const loads = [screens[name].preload()];
  if (isAccountRoute(name)) loads.push(accountLayout.preload());
  await Promise.all(loads).catch(() => undefined);
}

function routeOf(name: RouteName) {
  const Screen = screens[name].Component;
  return name === "home" ? (
    <Route key={name} index element={<Screen />} />
  ) : (
    <Route key={name} path={routePatterns[name]} element={<Screen />} />
  );
}

/**
 * docs/product.md § Route table, the route table. Declarative routes rather than a data router: the store loads
 * its data with TanStack Query, and the data router would add ~16 KB gzip to every first visit.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={routePatterns.home}
        element={
          <AppLayout
            header={<HeaderContainer />}
            overlays={<OverlayHost />}
            chatLauncher={<SupportChatLauncher />}
            footer={<FooterWhenNear />}
          />
        }
      >
        {routeNames.filter((name) => !isProtectedRoute(name)).map(routeOf)}
        <Route
          element={
            <RequireCustomer>
              <Outlet />
            </RequireCustomer>
          }
        >
          {routeNames
            .filter((name) => isProtectedRoute(name) && !isAccountRoute(name))
            .map(routeOf)}
          <Route
            element={
              <Suspense fallback={null}>
                <AccountLayoutContainer />
              </Suspense>
            }
          >
            {routeNames.filter(isAccountRoute).map(routeOf)}
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={routePatterns.home} replace />} />
      </Route>
    </Routes>
  );
}
