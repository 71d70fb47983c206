import { defineText } from "@/i18n/defineText";
/** docs/product.md § Order detail and § Validation: 'Rate Your Order', order and rider stars 1 to 5, optional comments. */
export const rateOrderDialogText = defineText("rateOrderDialogText", {
  title: "Rate Your Order",
  description: "Tell us how your order and your rider did.",
  orderLegend: "Your order",
  riderLegend: (riderName: string | null) =>
    riderName ? `Your rider, ${riderName}` : "Your rider",
  star: (value: number) => `${value} ${value === 1 ? "star" : "stars"}`,
  orderComments: "Comments about your order (optional)",
  riderComments: "Comments about your rider (optional)",
  missingRating: "Choose from 1 to 5 stars.",
  submit: "Submit Rating",
  close: "Close",
});
