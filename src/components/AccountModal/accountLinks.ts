import { paths } from "@/lib/paths";

export type OrderShortcut = "pending" | "shipped" | "delivered" | "returns";

/**
 * The spec writes "tab=Returns/Cancelled" with a bare slash. A slash is allowed in a query
 * (RFC 3986, 3.4) and URLSearchParams reads both spellings as the same tab, so the link keeps
 * the spec's spelling rather than URLSearchParams' "%2F".
 */
function ordersHref(tab: string, subTab?: string): string {
  return paths.myOrders(tab, subTab).replaceAll("%2F", "/");
}

/** docs/product.md § Account modal: where each entry leads, word for word. */
export const accountLinks = {
  myOrders: ordersHref("Pendings", "All"),
  shortcuts: {
    pending: ordersHref("Pendings", "All"),
    shipped: ordersHref("Shipped"),
    delivered: ordersHref("To Review"),
    returns: ordersHref("Returns/Cancelled"),
  } satisfies Record<OrderShortcut, string>,
  coupons: paths.coupons(),
  settings: paths.settings(),
};
