import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/client";
import { addressDialogText } from "@/components/AddressDialog/AddressDialog.text";
import { addressSaveProblem } from "./addressMessages";

const apiError = (status: number, message: string, errors?: string[]) =>
  new ApiError(message, status, errors ? { message, errors } : { message });

describe("addressSaveProblem", () => {
  it("puts a 422's message on the location", () => {
    const message = "We do not deliver to this address yet. We deliver in: New York City.";
    expect(addressSaveProblem(apiError(422, message))).toEqual({ location: message });
  });

  it("puts the fields of a 400's errors list on those fields, in the form's words", () => {
    const problem = addressSaveProblem(
      apiError(400, "Invalid request: body.zip must match pattern.", [
        'body.zip must match pattern "^[0-9]{5}(-[0-9]{4})?$"',
        "body.label must not be blank",
        "body must have required property 'country'",
      ]),
    );
    expect(problem).toEqual({
      fields: { zip: addressDialogText.invalid.zip, label: addressDialogText.invalid.label },
    });
  });

  it("puts refused coordinates on the location", () => {
    const message = "Invalid request: body.latitude must be <= 90.";
    expect(addressSaveProblem(apiError(400, message, ["body.latitude must be <= 90"]))).toEqual({
      location: message,
    });
  });

  it("leaves other failures to the toast", () => {
    expect(addressSaveProblem(apiError(500, "Boom"))).toEqual({});
    expect(addressSaveProblem(new TypeError("Failed to fetch"))).toEqual({});
  });
});
