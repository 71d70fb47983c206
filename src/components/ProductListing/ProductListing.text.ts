import { defineText } from "@/i18n/defineText";
/**
 * docs/product.md § Messages and errors lists two empty states a product list could show: 'No match found.' and
 * 'No Products Found'. A search result and a category listing are both product lists, so they
 * say 'No Products Found'; 'No match found.' reads as an answer about typed text, which suits
 * the search box's own suggestions rather than a grid of products.
 */
export const productListingText = defineText("productListingText", {
  noProducts: "No Products Found",
  controls: "Filter and sort",
});
