import { describe, expect, it } from "vitest";
import { cartShareItem, formatShareSubtotal } from "./shares";

const product = (price: number, inStock: "IN_STOCK" | "OUT_OF_STOCK") => ({
  name: "Basmati Rice 5 kg",
  weight: "5 kg",
  fileResponse: null,
  price,
  formattedPrice: `$${price.toFixed(2)}`,
  formattedOriginalPrice: `$${price.toFixed(2)}`,
  inStock,
});

describe("shared cart lines", () => {
  it("total qty × today's price in cents", () => {
    expect(cartShareItem(101, product(15.29, "IN_STOCK"), 3)).toMatchObject({
      productId: 101,
      qty: 3,
      formattedTotal: "$45.87",
    });
  });

  it("count only what can be added in the sub-total", () => {
    const items = [
      cartShareItem(101, product(15.29, "IN_STOCK"), 2),
      cartShareItem(112, product(4.99, "OUT_OF_STOCK"), 1),
    ];
    expect(formatShareSubtotal(items)).toBe("$30.58");
  });
});
