import { defineText } from "@/i18n/defineText";
/** docs/product.md § All categories: the 'Something’s Missing?' block's words, shared with its stories. */
export const missingProductText = defineText("missingProductText", {
  title: "Something’s Missing?",
  question: "Looking for something that is missing?",
  invitation: "Fill out the form below and our team will try to bring it to you.",
  open: "Get it for me",
  dialogTitle: "Get it for me",
  dialogDescription: "Tell us which product you could not find.",
  close: "Close",
});
