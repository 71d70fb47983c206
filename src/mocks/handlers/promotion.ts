import type { CouponPeriod } from "@/api/types";
import { couponsByPeriod } from "../fixtures";
import { http } from "../http";
import { errorBody } from "../session";
import { availableCouponsView } from "../views";

function isCouponPeriod(value: string): value is CouponPeriod {
  return Object.hasOwn(couponsByPeriod, value);
}

export const promotionHandlers = [
  http.get("/promotion/ui/coupons/profile", ({ query, response }) => {
    const period = query.get("period") ?? "active";
    if (!isCouponPeriod(period)) return response(400).json(errorBody("Unknown coupon period"));
    const coupons = period === "active" ? availableCouponsView() : couponsByPeriod[period];
    return response(200).json({ data: coupons });
  }),

  http.get("/promotion/ui/coupons", ({ response }) => {
    return response(200).json({ data: availableCouponsView() });
  }),
];
