import { defineText } from "@/i18n/defineText";
export const pageErrorText = defineText("pageErrorText", {
  title: "Something went wrong",
  description: "This page could not be shown. Check your connection and try again.",
  retry: "Try again",
  home: "Go to Home",
});
