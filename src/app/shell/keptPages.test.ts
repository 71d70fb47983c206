import { describe, expect, it } from "vitest";
import { keptPageShelf } from "./keptPages";

describe("keptPageShelf", () => {
  it("keeps the pages the app links to, search pages on a shelf of their own", () => {
    expect(keptPageShelf("/")).toBe("catalogue");
    expect(keptPageShelf("/products/12/detail")).toBe("catalogue");
    expect(keptPageShelf("/categories/3/products")).toBe("catalogue");
    expect(keptPageShelf("/categories/3/products?sortBy=PRICE_LOW&page=2")).toBe("catalogue");
    expect(keptPageShelf("/search")).toBe("search");
    expect(keptPageShelf("/search?q=basmati%20rice")).toBe("search");
    expect(keptPageShelf("/search?page=3&q=rice")).toBe("search");
  });

  it("does not keep a page under a URL the app does not write", () => {
    for (const url of [
      "/?utm_source=ad",
      "/products/12/detail?q=rice",
      "/categories/3/products?page=1",
      "/categories/3/products?page=02",
      "/categories/3/products?sortBy=NOT_A_SORT",
      "/search?q=rice&q=dal",
      "/search?q=rice&cache-buster=1",
    ]) {
      expect(keptPageShelf(url), url).toBeNull();
    }
  });
});
