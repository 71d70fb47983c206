/**
 * What other modules use of the cart: its prices, the coupon rules and holds, the guest
 * hand-over, and the cart row checkout locks and empties (the cart owns its tables); the
 * promotions read the customer's coupon history.
 */
export { fetchExpiredCoupons, fetchUsedCoupons } from "./couponHistoryRepository";
export { fetchStoreTimeZone } from "./couponRepository";
export { holdCoupon, releaseCouponHold } from "./couponHold";
export { couponBody, formatStoreDate, type CouponRow } from "./coupons";
export { eraseUserCarts } from "./erasure";
export { mergeGuestCart } from "./guestMerge";
export { cartOverlay, personalise, type CartOverlay } from "./overlay";
export { usableCoupons } from "./offers";
export { quoteCart, type CartQuote } from "./pricing";
export {
  cartVersion,
  claimCartForCheckout,
  deleteUserCart,
  insertCartIfMissing,
  lockCartVersion,
  releaseCartForCheckout,
} from "./repository";
