import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail: the Order Summary's lines, word for word. */
export const orderSummaryText = defineText("orderSummaryText", {
  heading: "Order Summary",
  subtotal: (items: number) => `Subtotal (${items} ${items === 1 ? "item" : "items"})`,
  coupons: "Coupons",
  taxes: "Taxes",
  serviceFee: "Service Fee",
  deliveryFee: "Delivery Fee",
  free: "Free",
  tip: "Tip",
  total: "Total",
  finalPayment: "Final Payment",
  /** docs/replacements.md: what short items gave back, taken off the Total. */
  refunds: "Refunds",
  /** Read after the figures while the server reprices a change. */
  updating: "Updating totals",
});
