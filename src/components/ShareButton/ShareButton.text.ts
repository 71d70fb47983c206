import { defineText } from "@/i18n/defineText";
export const shareButtonText = defineText("shareButtonText", {
  share: "Share",
  shareItem: (item: string) => `Share ${item}`,
});
