/** Route patterns of docs/product.md § Route table, in the syntax of react-router. */
export const routePatterns = {
  home: "/",
  search: "/search",
  categories: "/categories",
  categoryProducts: "/categories/:id/products",
  productDetail: "/products/:id/detail",
  checkout: "/checkout",
  order: "/order/:id",
  myOrders: "/my-orders",
  coupons: "/coupons",
  settings: "/setting",
  addressBook: "/address-book",
  paymentMethods: "/payment-method",
  notifications: "/notifications",
  /** Our addition: a cart someone shared (Share in the cart drawer), open to everyone. */
  sharedCart: "/shared-cart/:id",
} as const;

export type RouteName = keyof typeof routePatterns;

/** Routes for signed-in customers only; guests and visitors are sent home. */
export const protectedRoutes = [
  routePatterns.checkout,
  routePatterns.order,
  routePatterns.myOrders,
  routePatterns.coupons,
  routePatterns.settings,
  routePatterns.addressBook,
  routePatterns.paymentMethods,
  routePatterns.notifications,
] as const;

export function isProtectedRoute(name: RouteName): boolean {
  return (protectedRoutes as readonly string[]).includes(routePatterns[name]);
}

/** docs/product.md § Route table: the account pages, which share the side menu. */
export const accountRoutes = [
  routePatterns.myOrders,
  routePatterns.coupons,
  routePatterns.settings,
  routePatterns.addressBook,
  routePatterns.paymentMethods,
  routePatterns.notifications,
] as const;

export function isAccountRoute(name: RouteName): boolean {
  return (accountRoutes as readonly string[]).includes(routePatterns[name]);
}

type Id = number | string;

export const paths = {
  home: () => routePatterns.home,
  // An empty q is kept: the search box navigates to "/search?q=" when cleared on /search.
  search: (q?: string) =>
    q === undefined ? routePatterns.search : withQuery(routePatterns.search, { q }),
  categories: () => routePatterns.categories,
  categoryProducts: (id: Id) => `/categories/${segment(id)}/products`,
  productDetail: (id: Id) => `/products/${segment(id)}/detail`,
  checkout: () => routePatterns.checkout,
  order: (uuid: string) => `/order/${segment(uuid)}`,
  myOrders: (tab?: string, subTab?: string) => withQuery(routePatterns.myOrders, { tab, subTab }),
  coupons: () => routePatterns.coupons,
  settings: () => routePatterns.settings,
  addressBook: () => routePatterns.addressBook,
  paymentMethods: () => routePatterns.paymentMethods,
  notifications: () => routePatterns.notifications,
  sharedCart: (id: string) => `/shared-cart/${segment(id)}`,
} satisfies Record<RouteName, (...args: never[]) => string>;

function segment(id: Id): string {
  return encodeURIComponent(String(id));
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, value);
  }
  const search = query.toString();
  return search === "" ? path : `${path}?${search}`;
}

/** The id a route's `:id` names: a positive whole number, or null for anything else ("12abc", "0"). */
export function idFromParam(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The contract's shared-cart id: 128 random bits in base64url, 22 characters. */
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The share a `/shared-cart/:id` names, or null for an id no share can have. */
export function shareIdFromParam(param: string | undefined): string | null {
  return param && SHARE_ID.test(param) ? param : null;
}
