/** docs/product.md § Product detail: the accordions' titles and their empty state. */
export const productAccordionsText = {
  descriptionAndNutrition: "Description & Nutrition",
  returnPolicyAndDisclaimer: "Return Policy & Disclaimer",
  noInformation: "No information available.",
};
