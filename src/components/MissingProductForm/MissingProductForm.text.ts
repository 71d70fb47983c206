import { defineText } from "@/i18n/defineText";
/** The 'Get it for me' form's words, shared with its stories. */
export const missingProductFormText = defineText("missingProductFormText", {
  productName: "Product name",
  productNameRequired: "Please enter the product name",
  note: "Note (optional)",
  noteHint: "Brand, size or where you saw it.",
  submit: "Send request",
});
