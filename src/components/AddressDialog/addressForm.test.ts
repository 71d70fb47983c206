import { describe, expect, it } from "vitest";
import { addressDialogText as text } from "./AddressDialog.text";
import {
  EMPTY_ADDRESS_FORM,
  firstInvalidField,
  trimAddressForm,
  validateAddressForm,
} from "./addressForm";

const filled = {
  ...EMPTY_ADDRESS_FORM,
  label: "Home",
  addressLine1: "12 Court Street",
  city: "Brooklyn",
  state: "NY",
  zip: "11201",
};

describe("validateAddressForm", () => {
  it("accepts a form with the required fields and leaves the optional ones alone", () => {
    expect(validateAddressForm(filled, text)).toEqual({});
    expect(validateAddressForm({ ...filled, zip: "11201-1234" }, text)).toEqual({});
  });

  it("asks for every blank required field, spaces counting as blank", () => {
    expect(validateAddressForm({ ...EMPTY_ADDRESS_FORM, city: "  " }, text)).toEqual(text.required);
  });

  it("refuses a ZIP the contract's pattern refuses", () => {
    expect(validateAddressForm({ ...filled, zip: "1120" }, text)).toEqual({
      zip: text.invalid.zip,
    });
  });
});

describe("firstInvalidField", () => {
  it("follows the form's order", () => {
    expect(firstInvalidField({ zip: "x", city: "y" })).toBe("city");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("trimAddressForm", () => {
  it("trims every field", () => {
    expect(trimAddressForm({ ...filled, city: " Brooklyn " }).city).toBe("Brooklyn");
  });
});
