import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  accountRoutes,
  idFromParam,
  isAccountRoute,
  paths,
  protectedRoutes,
  routePatterns,
  shareIdFromParam,
} from "./paths";

describe("paths", () => {
  it("builds the fixed routes of the route table", () => {
    expect(paths.home()).toBe("/");
    expect(paths.categories()).toBe("/categories");
    expect(paths.checkout()).toBe("/checkout");
    expect(paths.coupons()).toBe("/coupons");
    expect(paths.settings()).toBe("/setting");
    expect(paths.addressBook()).toBe("/address-book");
    expect(paths.paymentMethods()).toBe("/payment-method");
    expect(paths.notifications()).toBe("/notifications");
  });

  it("builds search with an optional, encoded query", () => {
    expect(paths.search()).toBe("/search");
    expect(paths.search("")).toBe("/search?q=");
    expect(paths.search("rice")).toBe("/search?q=rice");
    expect(paths.search("mango & lime/5%")).toBe("/search?q=mango+%26+lime%2F5%25");
  });

  it("puts ids into the path", () => {
    expect(paths.categoryProducts(12)).toBe("/categories/12/products");
    expect(paths.productDetail("34")).toBe("/products/34/detail");
    expect(paths.order("6f1c-88ab")).toBe("/order/6f1c-88ab");
    expect(paths.order("a/b")).toBe("/order/a%2Fb");
    expect(paths.sharedCart("q3Vb0nYw8kXeR2tL5mPz7A")).toBe("/shared-cart/q3Vb0nYw8kXeR2tL5mPz7A");
  });

  it("adds the order tabs as query parameters", () => {
    expect(paths.myOrders()).toBe("/my-orders");
    expect(paths.myOrders("Pendings", "All")).toBe("/my-orders?tab=Pendings&subTab=All");
    expect(paths.myOrders("To Review")).toBe("/my-orders?tab=To+Review");
    expect(paths.myOrders("Returns/Cancelled")).toBe("/my-orders?tab=Returns%2FCancelled");
  });

  it("builds paths that the router's patterns match", () => {
    const built = {
      home: paths.home(),
      search: paths.search("rice"),
      categories: paths.categories(),
      categoryProducts: paths.categoryProducts(12),
      productDetail: paths.productDetail(34),
      checkout: paths.checkout(),
      order: paths.order("6f1c-88ab"),
      myOrders: paths.myOrders("Shipped"),
      coupons: paths.coupons(),
      settings: paths.settings(),
      addressBook: paths.addressBook(),
      paymentMethods: paths.paymentMethods(),
      notifications: paths.notifications(),
      sharedCart: paths.sharedCart("q3Vb0nYw8kXeR2tL5mPz7A"),
    } satisfies Record<keyof typeof routePatterns, string>;

    for (const [name, path] of Object.entries(built)) {
      const pattern = routePatterns[name as keyof typeof routePatterns];
      const pathname = path.split("?")[0] ?? path;
      expect(matchPath(pattern, pathname), `${name}: ${path}`).not.toBeNull();
    }
    expect(matchPath(routePatterns.order, paths.order("6f1c-88ab"))?.params.id).toBe("6f1c-88ab");
    expect(matchPath(routePatterns.sharedCart, paths.sharedCart("a_b-C"))?.params.id).toBe("a_b-C");
  });
});

describe("protectedRoutes", () => {
  it("lists the eight routes for signed-in customers", () => {
    expect([...protectedRoutes].sort()).toEqual(
      [
        "/address-book",
        "/checkout",
        "/coupons",
        "/my-orders",
        "/notifications",
        "/order/:id",
        "/payment-method",
        "/setting",
      ].sort(),
    );
  });
});

describe("idFromParam", () => {
  it("reads a positive whole number", () => {
    expect(idFromParam("101")).toBe(101);
  });

  it("names nothing for a missing, zero, signed, decimal, mixed or oversized id", () => {
    for (const param of [undefined, "", "0", "-3", "+3", "1.5", "12abc", "1e3", "9".repeat(20)]) {
      expect(idFromParam(param)).toBeNull();
    }
  });
});

describe("shareIdFromParam", () => {
  it("reads a 22-character base64url id", () => {
    expect(shareIdFromParam("q3Vb0nYw8kXeR2tL5mPz7A")).toBe("q3Vb0nYw8kXeR2tL5mPz7A");
    expect(shareIdFromParam("a-b_c".padEnd(22, "0"))).toBe("a-b_c00000000000000000");
  });

  it("names nothing for a missing, short, long or non-base64url id", () => {
    for (const param of [
      undefined,
      "",
      "abc",
      "q3Vb0nYw8kXeR2tL5mPz7AA",
      "q3Vb0nYw8kXeR2tL5mPz7=",
      "q3Vb0nYw8kXeR2tL5mPz/A",
    ]) {
      expect(shareIdFromParam(param)).toBeNull();
    }
  });
});

describe("accountRoutes", () => {
  it("are the protected pages behind the account menu, not checkout or an order", () => {
    for (const route of accountRoutes) expect(protectedRoutes).toContain(route);
    expect(isAccountRoute("settings")).toBe(true);
    expect(isAccountRoute("notifications")).toBe(true);
    expect(isAccountRoute("checkout")).toBe(false);
    expect(isAccountRoute("order")).toBe(false);
    expect(isAccountRoute("home")).toBe(false);
  });
});
