import { defineText } from "@/i18n/defineText";

/** docs/seo.md § Installable and offline: the prompt shown once a new version of the store has arrived. */
export const updatePromptText = defineText("updatePromptText", {
  ready: "A new version of the store is ready.",
  reload: "Reload",
  reloading: "Reloading...",
  later: "Later",
});
