import { defineText } from "@/i18n/defineText";

/** docs/languages.md § The language switch: its words (each language's own name is not translated). */
export const languageSwitchText = defineText("languageSwitchText", {
  label: "Language",
  /** The switch's name with the current language, for screen readers. */
  current: (language: string) => `Language: ${language}`,
  settingsHeading: "Language",
  settingsHint: "The store's words, dates and numbers, and the direction its pages read in.",
  loadFailed: "The language could not be loaded. Please try again.",
});
