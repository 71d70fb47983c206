import { isEmailAddress } from "@/lib/email";
import { updateProfileDialogText as text } from "./UpdateProfileDialog.text";

export interface ProfileFormValues {
  firstName: string;
  email: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** docs/product.md § Validation: firstName and email required, email of email type. Values are trimmed first. */
export function validateProfile(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.firstName.trim() === "") errors.firstName = text.firstNameRequired;
  const email = values.email.trim();
  if (email === "") errors.email = text.emailRequired;
  else if (!isEmailAddress(email)) errors.email = text.emailInvalid;
  return errors;
}
