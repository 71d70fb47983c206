/** What other modules use of checkout: charging and finding saved cards, coupon holds. */
export { chargeCard } from "./charge";
export { findLiveCard as findSavedCard, type PaymentMethodRow } from "./cardRepository";
export { checkoutResumer } from "./placeOrder";
export { releaseCouponHold } from "./couponHold";
export { checkoutHandlers } from "./handlers";
