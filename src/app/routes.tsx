import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { isProtectedRoute, routePatterns, type RouteName } from "@/lib/paths";
import { CHUNK_LOAD_TIMEOUT_MS } from "./constants";
import { AppLayout } from "./layout/AppLayout";
import { RouteErrorBoundary } from "./layout/RouteErrorBoundary";
import { RouteFallback } from "./layout/RouteFallback";
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

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Each screen is its own chunk, fetched the first time its route matches. */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

/** The container that renders each route of spec section 2. */
const screens: Record<RouteName, LazyScreen> = {
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
};

const routeNames = Object.keys(routePatterns) as RouteName[];

function routeOf(name: RouteName): RouteObject {
  return name === "home"
    ? { index: true, lazy: screens[name] }
    : { path: routePatterns[name], lazy: screens[name] };
}

/** Spec section 2, the route table: shared by the browser router, Storybook and tests. */
export const appRoutes: RouteObject[] = [
  {
    path: routePatterns.home,
    element: <AppLayout />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // A pathless wrapper, so a failing screen renders its error inside the layout.
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          ...routeNames.filter((name) => !isProtectedRoute(name)).map(routeOf),
          {
            element: (
              <RequireCustomer>
                <Outlet />
              </RequireCustomer>
            ),
            children: routeNames.filter(isProtectedRoute).map(routeOf),
          },
          { path: "*", element: <Navigate to={routePatterns.home} replace /> },
        ],
      },
    ],
  },
];
