import { describe, expect, it } from "vitest";
import { profileValues } from "./profile";

describe("profileValues", () => {
  it("trims the name and trims and lower-cases the email", () => {
    expect(profileValues({ firstName: "  Amina Khan ", email: " Amina@Example.COM " })).toEqual({
      firstName: "Amina Khan",
      email: "amina@example.com",
    });
  });

  it("refuses a name of spaces with a 400", () => {
    expect(() => profileValues({ firstName: " \t ", email: "a@b.co" })).toThrow(
      expect.objectContaining({ statusCode: 400, message: "Please enter your first name." }),
    );
  });
});
