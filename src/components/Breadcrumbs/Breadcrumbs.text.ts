import { defineText } from "@/i18n/defineText";
/** docs/product.md § Product detail: Home / parent category / sub-category. */
export const breadcrumbsText = defineText("breadcrumbsText", {
  label: "Breadcrumb",
  home: "Home",
});
