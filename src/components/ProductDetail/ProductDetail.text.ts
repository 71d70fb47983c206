import { computed, defineText } from "@/i18n/defineText";
/** docs/product.md § Product detail: the words of the product's summary and of the page around it. */
export const productDetailText = defineText("productDetailText", {
  rated: computed((rating: number) => productDetailText.ratedOutOf5(formatRating(rating))),
  ratedOutOf5: (rating: string) => `Rated ${rating} out of 5`,
  ratingValue: computed((rating: number) => formatRating(rating)),
  inclusiveOfTaxes: "Inclusive all taxes",
  originalPrice: "Original price",
  /** Read before formattedUnitPrice ("$0.19/oz · $6.70/kg"). */
  unitPrice: "Unit price",
  loading: "Loading product",
  similarProducts: "Similar Products",
});

/** One decimal, as ratings are averages ("4.7"; "4.0" stays "4.0" so the scale reads the same). */
function formatRating(rating: number): string {
  return rating.toFixed(1);
}
