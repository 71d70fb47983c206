import { couponsByPeriod } from "../fixtures";
import { http } from "../http";
import { availableCouponsView } from "../views";

export const promotionHandlers = [
  http.get("/promotion/ui/coupons/profile", ({ query, response }) => {
    const period = query.get("period") ?? "active";
    const coupons = period === "active" ? availableCouponsView() : couponsByPeriod[period];
    return response(200).json({ data: coupons });
  }),

  http.get("/promotion/ui/coupons", ({ response }) => {
    return response(200).json({ data: availableCouponsView() });
  }),
];
