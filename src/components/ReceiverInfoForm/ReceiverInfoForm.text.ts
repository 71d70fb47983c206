import { defineText } from "@/i18n/defineText";
/** docs/product.md § Checkout: the receiver's details, shared with the stories and the page. */
export const receiverInfoFormText = defineText("receiverInfoFormText", {
  heading: "Receiver Information",
  fullName: "Full name",
  email: "Email",
  optional: "(optional)",
  phone: "Phone number",
  fullNameRequired: "Enter the receiver's full name",
  emailInvalid: "Enter a valid email address",
  phoneRequired: "Enter the receiver's phone number",
  phoneIncomplete: "Enter a complete phone number",
});
