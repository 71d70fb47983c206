import { couponsByPeriod } from "../fixtures";
import { http } from "../http";
import { availableCouponsView } from "../views";
import { fixedGet } from "./fixed";

export const promotionHandlers = [
  http.get("/promotion/ui/coupons/profile", ({ query, response }) => {
    const period = query.get("period") ?? "active";
    const coupons = period === "active" ? availableCouponsView() : couponsByPeriod[period];
    return response(200).json({ data: coupons });
  }),

  fixedGet("/promotion/ui/coupons", () => ({ data: availableCouponsView() })),
];
