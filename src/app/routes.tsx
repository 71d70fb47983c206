import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router-dom";
import { routePatterns } from "@/lib/paths";
import { CHUNK_LOAD_TIMEOUT_MS } from "./constants";
import { AppLayout } from "./layout/AppLayout";
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

/** Each screen is its own chunk, fetched the first time its route matches. */
function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

const protectedRoutes: RouteObject[] = [
  {
    path: routePatterns.checkout,
    lazy: lazyRoute(
      () => import("@/routes/CheckoutRoute"),
      (m) => m.CheckoutRoute,
    ),
  },
  {
    path: routePatterns.order,
    lazy: lazyRoute(
      () => import("@/routes/OrderRoute"),
      (m) => m.OrderRoute,
    ),
  },
  {
    path: routePatterns.myOrders,
    lazy: lazyRoute(
      () => import("@/routes/MyOrdersRoute"),
      (m) => m.MyOrdersRoute,
    ),
  },
  {
    path: routePatterns.coupons,
    lazy: lazyRoute(
      () => import("@/routes/CouponsRoute"),
      (m) => m.CouponsRoute,
    ),
  },
  {
    path: routePatterns.settings,
    lazy: lazyRoute(
      () => import("@/routes/SettingsRoute"),
      (m) => m.SettingsRoute,
    ),
  },
  {
    path: routePatterns.addressBook,
    lazy: lazyRoute(
      () => import("@/routes/AddressBookRoute"),
      (m) => m.AddressBookRoute,
    ),
  },
  {
    path: routePatterns.paymentMethods,
    lazy: lazyRoute(
      () => import("@/routes/PaymentMethodsRoute"),
      (m) => m.PaymentMethodsRoute,
    ),
  },
  {
    path: routePatterns.notifications,
    lazy: lazyRoute(
      () => import("@/routes/NotificationsRoute"),
      (m) => m.NotificationsRoute,
    ),
  },
];

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(
      () => import("@/routes/HomeRoute"),
      (m) => m.HomeRoute,
    ),
  },
  {
    path: routePatterns.search,
    lazy: lazyRoute(
      () => import("@/routes/SearchRoute"),
      (m) => m.SearchRoute,
    ),
  },
  {
    path: routePatterns.categories,
    lazy: lazyRoute(
      () => import("@/routes/CategoriesRoute"),
      (m) => m.CategoriesRoute,
    ),
  },
  {
    path: routePatterns.categoryProducts,
    lazy: lazyRoute(
      () => import("@/routes/CategoryProductsRoute"),
      (m) => m.CategoryProductsRoute,
    ),
  },
  {
    path: routePatterns.productDetail,
    lazy: lazyRoute(
      () => import("@/routes/ProductDetailRoute"),
      (m) => m.ProductDetailRoute,
    ),
  },
];

/** Spec section 2, the route table: shared by the browser router, Storybook and tests. */
export const appRoutes: RouteObject[] = [
  {
    path: routePatterns.home,
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      {
        element: (
          <RequireCustomer>
            <Outlet />
          </RequireCustomer>
        ),
        children: protectedRoutes,
      },
      { path: "*", element: <Navigate to={routePatterns.home} replace /> },
    ],
  },
];
