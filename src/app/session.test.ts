import { describe, expect, it } from "vitest";
import { authUserFixture } from "@/mocks/fixtures";
import { sessionStatusOf } from "./session";

describe("sessionStatusOf", () => {
  it("is none without a token, whatever user is stored", () => {
    expect(sessionStatusOf(null, null)).toBe("none");
    expect(sessionStatusOf(null, authUserFixture())).toBe("none");
  });

  it("is guest for a guest user, and for a token whose user is unknown", () => {
    expect(sessionStatusOf("t", authUserFixture({ isGuestUser: true }))).toBe("guest");
    expect(sessionStatusOf("t", null)).toBe("guest");
  });

  it("is customer for a signed-in user who is not a guest", () => {
    expect(sessionStatusOf("t", authUserFixture({ isGuestUser: false }))).toBe("customer");
  });
});
