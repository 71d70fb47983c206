import { defineText } from "@/i18n/defineText";
/** docs/product.md § Product detail and § Messages and errors, "Empty states". */
export const productNotFoundText = defineText("productNotFoundText", {
  title: "Product not found",
  home: "Go to Home",
});
