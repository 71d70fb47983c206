import { describe, expect, it } from "vitest";
import { accountLinks } from "./accountLinks";

describe("accountLinks", () => {
  it("are the spec's links, word for word", () => {
    expect(accountLinks).toEqual({
      myOrders: "/my-orders?tab=Pendings&subTab=All",
      shortcuts: {
        pending: "/my-orders?tab=Pendings&subTab=All",
        shipped: "/my-orders?tab=Shipped",
        delivered: "/my-orders?tab=To+Review",
        returns: "/my-orders?tab=Returns/Cancelled",
      },
      coupons: "/coupons",
      settings: "/setting",
    });
  });

  it("name the tabs the orders screen reads from the query", () => {
    const tabOf = (href: string) => new URL(href, "http://localhost").searchParams.get("tab");
    expect(tabOf(accountLinks.shortcuts.delivered)).toBe("To Review");
    expect(tabOf(accountLinks.shortcuts.returns)).toBe("Returns/Cancelled");
    expect(new URL(accountLinks.myOrders, "http://localhost").searchParams.get("subTab")).toBe(
      "All",
    );
  });
});
