import { defineText } from "@/i18n/defineText";
/** The banners' words, shared with their stories. Each banner's own words come with it. */
export const promotionBannersText = defineText("promotionBannersText", {
  label: "Offers",
});
