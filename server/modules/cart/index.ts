/** What other modules use of the cart: its prices, the coupon rules and the guest hand-over. */
export { couponUsage, fetchStoreTimeZone } from "./couponRepository";
export { checkCouponUse, couponBody, formatStoreDate, type CouponRow } from "./coupons";
export { mergeGuestCart } from "./guestMerge";
export { usableCoupons } from "./offers";
export { quoteCart, type CartQuote } from "./pricing";
