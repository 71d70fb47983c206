/** The toasts of /coupons, worded like the link copy of src/app/productMessages.ts. */
export const couponMessages = {
  codeCopied: "Coupon code copied to clipboard",
  codeCopyFailed: "Could not copy the coupon code",
};
