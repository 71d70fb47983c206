import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CouponPeriod } from "../types";
import { api, unwrap } from "../client";

export const promotionKeys = {
  all: ["promotion"] as const,
  profileCoupons: () => [...promotionKeys.all, "profile-coupons"] as const,
  profileCouponsFor: (period: CouponPeriod) => [...promotionKeys.profileCoupons(), period] as const,
};

/** docs/product.md § Calls to the API: GET /promotion/ui/coupons/profile?period=active|used|expired. */
export const profileCouponsQuery = (period: CouponPeriod) =>
  queryOptions({
    queryKey: promotionKeys.profileCouponsFor(period),
    queryFn: async () =>
      (await unwrap(api.GET("/promotion/ui/coupons/profile", { params: { query: { period } } })))
        .data,
  });

/** The customer's coupons of one period (one tab of /coupons). */
export const useProfileCoupons = (period: CouponPeriod) => useQuery(profileCouponsQuery(period));
