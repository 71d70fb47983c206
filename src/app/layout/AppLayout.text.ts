import { defineText } from "@/i18n/defineText";
/** The page frame's own words (AppLayout and RouteFallback). */
export const appLayoutText = defineText("appLayoutText", {
  /** The first link of every page, shown on keyboard focus: it jumps past the header to <main>. */
  skipToContent: "Skip to content",
  /** A screen's place while its code or the first page loads (RouteFallback). */
  loading: "Loading…",
});
