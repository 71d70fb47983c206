/** The store's fees and tax. Amounts in cents; the free thresholds compare the subtotal before any coupon. */

/** Sales tax on the subtotal after the coupon, in percent, rounded half up to the cent. */
export const TAX_PERCENT = 4;
/** The service fee, waived from this subtotal up. */
export const SERVICE_FEE_CENTS = 199;
export const FREE_SERVICE_FEE_FROM_CENTS = 3500;
/** The delivery fee, waived from this subtotal up. */
export const DELIVERY_FEE_CENTS = 399;
export const FREE_DELIVERY_FROM_CENTS = 5000;
