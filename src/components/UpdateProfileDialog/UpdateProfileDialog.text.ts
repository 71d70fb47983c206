import { defineText } from "@/i18n/defineText";
/** docs/product.md § Settings and § Validation: the update-profile modal; firstName and email are both required. */
export const updateProfileDialogText = defineText("updateProfileDialogText", {
  title: "Update Profile",
  description: "Your first name and email address.",
  firstName: "First Name",
  email: "Email",
  firstNameRequired: "Please enter your first name",
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email address",
  submit: "Save",
  close: "Close",
});
