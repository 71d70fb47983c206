import { describe, expect, it } from "vitest";
import type { Product } from "@/api/types";
import { cartFixture, catalogProducts } from "@/mocks/fixtures";
import { schemaErrors } from "./validator";

describe("the contract validator", () => {
  it("accepts a body of the contract's shape", () => {
    expect(schemaErrors("#/components/schemas/CartResponse", { data: cartFixture() })).toEqual([]);
  });

  it("rejects a body that drifts from the contract", () => {
    const drifted = { data: { ...cartFixture(), formattedTotal: 12.5 } };
    expect(schemaErrors("#/components/schemas/CartResponse", drifted)).not.toEqual([]);
  });

  it("rejects a missing required field and a malformed format", () => {
    const product: Partial<Product> = { ...catalogProducts[0] };
    delete product.shareText;
    expect(schemaErrors("#/components/schemas/Product", product)).not.toEqual([]);
    const badUuid = { data: { ...cartFixture(), uuid: "not-a-uuid" } };
    expect(schemaErrors("#/components/schemas/CartResponse", badUuid)).not.toEqual([]);
  });

  it("fails loudly on a schema the contract does not have", () => {
    expect(() => schemaErrors("#/components/schemas/NoSuchSchema", {})).toThrow();
  });
});
