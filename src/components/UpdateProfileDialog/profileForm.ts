import { updateProfileDialogText as text } from "./UpdateProfileDialog.text";

export interface ProfileFormValues {
  firstName: string;
  email: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

// The browser's own type="email" rule: one @, no spaces, a dotted domain of letters, digits and hyphens.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Spec section 5: firstName and email required, email of email type. Values are trimmed first. */
export function validateProfile(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.firstName.trim() === "") errors.firstName = text.firstNameRequired;
  const email = values.email.trim();
  if (email === "") errors.email = text.emailRequired;
  else if (!EMAIL.test(email)) errors.email = text.emailInvalid;
  return errors;
}
