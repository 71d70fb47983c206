/** The tabs of /coupons in their order on screen (docs/product.md § Coupons). */
export const couponTabs = ["available", "used", "expired"] as const;

export type CouponTab = (typeof couponTabs)[number];

export function isCouponTab(value: string | null): value is CouponTab {
  return couponTabs.some((tab) => tab === value);
}
