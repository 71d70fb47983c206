import { defineText } from "@/i18n/defineText";
/** docs/product.md § Checkout, 4 and 5: the words of the coupon box, shared with its stories. */
export const couponBoxText = defineText("couponBoxText", {
  heading: "Coupon",
  codeLabel: "Coupon code",
  placeholder: "Enter coupon code",
  apply: "Apply",
  applying: "Applying...",
  clear: "Clear",
  clearing: "Clearing...",
  appliedLabel: "Applied",
  /** "Code: WELCOME5". */
  code: (code: string) => `Code: ${code}`,
  /** Cart.availableCoupons: "You have 2 coupons you can use". */
  available: (count: number) =>
    `You have ${count} ${count === 1 ? "coupon" : "coupons"} you can use`,
});
