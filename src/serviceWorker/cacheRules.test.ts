import { describe, expect, it } from "vitest";
import { paths, protectedRoutes, routePatterns } from "@/lib/paths";
import { CACHE_NAMES, cacheRuleFor, PRECACHE_GLOBS, SESSION_CACHES } from "./cacheRules";

const ORIGIN = "https://store.example";

const page = (path: string) => cacheRuleFor({ url: path, method: "GET", mode: "navigate" }, ORIGIN);
const read = (path: string, method = "GET") =>
  cacheRuleFor({ url: path, method, mode: "cors" }, ORIGIN);

/** A protected route's pattern with each `:param` filled, as a shopper's URL has it. */
const filled = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, "123e4567-e89b-42d3");

describe("the service worker's rules", () => {
  it("keeps the catalogue's pages for offline", () => {
    for (const path of [
      paths.home(),
      paths.search("milk"),
      paths.search(),
      paths.categories(),
      paths.categoryProducts(12),
      paths.productDetail(40),
      `${paths.productDetail(40)}?utm_source=chat`,
    ]) {
      expect(page(path), path).toBe("page");
    }
  });

  it("never keeps a customer's page, nor a shared cart", () => {
    const customerPages = [
      ...protectedRoutes.map(filled),
      paths.myOrders("history"),
      paths.order("123e4567-e89b-42d3-a456-426614174000"),
      paths.sharedCart("abcdefghijklmnopqrstuv"),
      `${paths.checkout()}/`,
    ];
    for (const path of customerPages) expect(page(path), path).toBe("private-page");
    expect(routePatterns.sharedCart).not.toBe("");
  });

  it("leaves files and the API to the browser when they are navigated to", () => {
    for (const path of [
      "/robots.txt",
      "/sitemap.xml",
      "/api/v1/cart",
      "/media/pages/deliverable-areas.html",
    ]) {
      expect(page(path), path).toBe("none");
    }
  });

  it("keeps the catalogue's reads of the API", () => {
    for (const path of [
      "/api/v1/catalog/ui/web/home?ethnicityId=3",
      "/api/v1/catalog/ui/web/popular-searches",
      "/api/v1/catalog/ui/search-page",
      "/api/v1/catalog/ui/categories",
      "/api/v1/catalog/ui/products?subcategoryId=4&page=2",
      "/api/v1/catalog/ui/products?search=milk",
      "/api/v1/catalog/ui/products/40",
      "/api/v1/catalog/ui/products/40/replacements",
      "/api/v1/catalog/ui/similar-products?productId=40",
      "/api/v1/catalog/ui/tags/search?q=mi",
      "/api/v1/catalog/ui/subcategories?categoryId=2",
      "/api/v1/catalog/ui/subcategories/get-all",
      "/api/v1/catalog/ui/subcategories/siblings?subcategoryId=4",
      "/api/v1/catalog/ui/subcategories/4",
      "/api/v1/support/ethnicities",
      "/api/v1/support/configs",
      "/api/v1/support/country-phone-codes",
    ]) {
      expect(read(path), path).toBe("catalogue");
    }
  });

  it("never keeps a customer's answers", () => {
    for (const path of [
      "/api/v1/cart",
      "/api/v1/cart/items/4",
      "/api/v1/cart/shares/abcdefghijklmnopqrstuv",
      "/api/v1/orders/checkout",
      "/api/v1/orders/checkout/payment-methods",
      "/api/v1/orders/ui",
      "/api/v1/orders/ui/123e4567-e89b-42d3-a456-426614174000",
      "/api/v1/orders/ui/previously-bought-items",
      "/api/v1/orders/ui/events/123e4567-e89b-42d3-a456-426614174000",
      "/api/v1/orders/chat/ui/messages?orderId=1",
      "/api/v1/auth/guest-login",
      "/api/v1/users/customer/profile",
      "/api/v1/users/ui/address",
      "/api/v1/users/ui/notifications",
      "/api/v1/users/ui/notification-settings",
      "/api/v1/users/ui/shopping-preferences",
      "/api/v1/users/customer/support/chat/ui/thread",
      "/api/v1/users/customer/support/chat/ui/files/123e4567-e89b-42d3-a456-426614174000",
      "/api/v1/promotion/ui/coupons",
      "/api/v1/support/delivery/time-slot-settings",
      "/api/v1/catalog/ui/product-requests",
      "/api/v1/catalog/ui/products/40/restock-notification",
      "/api/v1/dev/sms-outbox",
      "/api/v1/health",
    ]) {
      expect(read(path), path).toBe("none");
    }
  });

  it("keeps nothing that is not a GET, nor another site's", () => {
    expect(read("/api/v1/catalog/ui/products/40", "POST")).toBe("none");
    expect(read("/api/v1/catalog/ui/web/home", "HEAD")).toBe("none");
    expect(
      cacheRuleFor({ url: "https://js.stripe.com/v3", method: "GET", mode: "no-cors" }, ORIGIN),
    ).toBe("none");
    expect(
      cacheRuleFor({ url: "https://other.example/", method: "GET", mode: "navigate" }, ORIGIN),
    ).toBe("none");
  });

  it("keeps the catalogue's images, not a rider's photo", () => {
    for (const path of [
      "/media/products/40/main.svg",
      "/media/categories/2.svg",
      "/media/banners/1.svg",
      "/media/ethnicities/3.svg",
      "/media/flags/pk.svg",
      "/media/tags/7.svg",
    ]) {
      expect(read(path), path).toBe("image");
    }
    expect(read("/media/riders/5.svg")).toBe("none");
    expect(read("/assets/ur-BgHMP1_l.js")).toBe("asset");
    expect(read("/mockServiceWorker.js")).toBe("none");
  });

  it("empties the caches a session filled, and keeps its images and code", () => {
    expect([...SESSION_CACHES].sort()).toEqual([CACHE_NAMES.catalogue, CACHE_NAMES.pages].sort());
  });

  it("precaches the app's code, not the other languages nor the mock API's worker", () => {
    expect(PRECACHE_GLOBS.patterns).toContain("assets/*.{js,css}");
    expect(PRECACHE_GLOBS.patterns).toContain("index.html");
    expect(PRECACHE_GLOBS.ignores).toContain("assets/{ur,hi,bn,ar}-*.js");
    expect(PRECACHE_GLOBS.ignores).toContain("mockServiceWorker.js");
    expect(
      PRECACHE_GLOBS.patterns.some((glob) => glob.endsWith(".map") || glob.includes("*.*")),
    ).toBe(false);
  });
});
