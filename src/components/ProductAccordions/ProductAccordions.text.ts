import { defineText } from "@/i18n/defineText";
/** docs/product.md § Product detail: the accordions' titles and their empty state. */
export const productAccordionsText = defineText("productAccordionsText", {
  descriptionAndNutrition: "Description & Nutrition",
  returnPolicyAndDisclaimer: "Return Policy & Disclaimer",
  noInformation: "No information available.",
});
