import { describe, expect, it } from "vitest";
import { validateProfile } from "./profileForm";
import { updateProfileDialogText as text } from "./UpdateProfileDialog.text";

describe("validateProfile", () => {
  it("accepts a first name and an email", () => {
    expect(validateProfile({ firstName: "Amina", email: " amina@example.com " })).toEqual({});
  });

  it("requires both, counting blanks as empty", () => {
    expect(validateProfile({ firstName: "  ", email: "" })).toEqual({
      firstName: text.firstNameRequired,
      email: text.emailRequired,
    });
  });

  it.each(["amina", "amina@", "@example.com", "am ina@example.com", "amina@exa mple.com"])(
    "refuses %s as an email",
    (email) => {
      expect(validateProfile({ firstName: "Amina", email }).email).toBe(text.emailInvalid);
    },
  );
});
