import { defineText } from "@/i18n/defineText";
export const sectionHeaderText = defineText("sectionHeaderText", {
  seeAll: "See All",
  seeAllLabel: (title: string) => `See All ${title}`,
});
