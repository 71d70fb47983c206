/**
 * What other modules use of the cart: its prices, the coupon rules and holds, the guest
 * hand-over, and the cart row checkout locks and empties (the cart owns its tables).
 */
export { fetchStoreTimeZone } from "./couponRepository";
export { holdCoupon, releaseCouponHold } from "./couponHold";
export { couponBody, formatStoreDate, type CouponRow } from "./coupons";
export { eraseUserCarts } from "./erasure";
export { mergeGuestCart } from "./guestMerge";
export { usableCoupons } from "./offers";
export { quoteCart, type CartQuote } from "./pricing";
export { cartVersion, deleteUserCart, lockCartVersion } from "./repository";
