import { describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import type { Schemas } from "../../http/types";
import { addressValues, listWords, toAddress } from "./addressInput";

const input: Schemas["AddressInput"] = {
  label: " Home ",
  addressLine1: " 350 5th Ave",
  addressLine2: "  ",
  city: "New York ",
  state: " NY",
  zip: "10118",
  latitude: 40.7484,
  longitude: -73.9857,
  instructions: "\tRing twice\n",
  country: " USA ",
};

describe("addressValues", () => {
  it("trims the text and turns blank optional fields into null", () => {
    expect(addressValues(input)).toEqual({
      label: "Home",
      addressLine1: "350 5th Ave",
      addressLine2: null,
      city: "New York",
      state: "NY",
      zip: "10118",
      latitude: 40.7484,
      longitude: -73.9857,
      instructions: "Ring twice",
      country: "USA",
    });
  });

  it("treats optional fields left out like blank ones", () => {
    const { addressLine2: _line2, instructions: _instructions, ...required } = input;
    expect(addressValues(required)).toMatchObject({ addressLine2: null, instructions: null });
  });

  it("refuses required fields of spaces with a 400 naming each", () => {
    const refusal = (() => {
      try {
        addressValues({ ...input, addressLine1: "  ", country: " " });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: "Please enter the address line 1 and country.",
      errors: ["body.addressLine1 must not be blank", "body.country must not be blank"],
    });
  });
});

describe("listWords", () => {
  it("joins one, two and more words the way a sentence does", () => {
    expect([[], ["a"], ["a", "b"], ["a", "b", "c"]].map(listWords)).toEqual([
      "",
      "a",
      "a and b",
      "a, b and c",
    ]);
  });
});

describe("toAddress", () => {
  it("answers the contract's fields and nothing of the owner or the row's dates", () => {
    const row = {
      id: 7,
      userId: 3,
      createdAt: new Date(),
      isDefault: true,
      ...addressValues(input),
    };
    const address = toAddress(row);
    expect(Object.keys(address).sort()).toEqual(
      [
        "id",
        "label",
        "addressLine1",
        "addressLine2",
        "city",
        "state",
        "zip",
        "longitude",
        "latitude",
        "instructions",
        "country",
        "isDefault",
      ].sort(),
    );
    expect(address).toMatchObject({ id: 7, isDefault: true, label: "Home" });
  });
});
