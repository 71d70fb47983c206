import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./uniqueViolation";

const driverError = (code: string, constraint: string) =>
  Object.assign(new Error("duplicate key value"), { code, constraint });

describe("isUniqueViolation", () => {
  it("recognises the driver's error, bare or wrapped by Drizzle", () => {
    const cause = driverError("23505", "users_email_idx");
    expect(isUniqueViolation(cause, "users_email_idx")).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause }), "users_email_idx")).toBe(true);
  });

  it("ignores other indexes, other errors and things that are not errors", () => {
    expect(isUniqueViolation(driverError("23505", "users_phone_idx"), "users_email_idx")).toBe(
      false,
    );
    expect(isUniqueViolation(driverError("23503", "users_email_idx"), "users_email_idx")).toBe(
      false,
    );
    expect(isUniqueViolation(new Error("boom"), "users_email_idx")).toBe(false);
    expect(isUniqueViolation("23505", "users_email_idx")).toBe(false);
    expect(isUniqueViolation(null, "users_email_idx")).toBe(false);
  });
});
