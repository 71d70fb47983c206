import { defineText } from "@/i18n/defineText";
/** The home page's own words, shared with its stories. */
export const homeLayoutText = defineText("homeLayoutText", {
  /** The page's one h1, for screen readers and outlines; the banners say it visually. */
  title: "Groceries delivered",
  loading: "Loading the home page",
});
