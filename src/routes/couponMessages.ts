import { defineText } from "@/i18n/defineText";
/** The toasts of /coupons, worded like the link copy of src/app/productMessages.ts. */
export const couponMessages = defineText("couponMessages", {
  codeCopied: "Coupon code copied to clipboard",
  codeCopyFailed: "Could not copy the coupon code",
});
