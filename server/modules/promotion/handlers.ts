import { requireUserId } from "../../http/session";
import type { ModuleHandlers, Schemas } from "../../http/types";
import { availableCoupons, expiredCoupons, usedCoupons } from "./service";

const byPeriod = {
  active: availableCoupons,
  used: usedCoupons,
  expired: expiredCoupons,
} satisfies Record<Schemas["CouponPeriod"], unknown>;

export const promotionHandlers: ModuleHandlers<"listProfileCoupons" | "listAvailableCoupons"> = (
  context,
) => ({
  listProfileCoupons: async ({ session, query }) => ({
    data: await byPeriod[query.period ?? "active"](context, requireUserId(session)),
  }),
  listAvailableCoupons: async ({ session }) => ({
    data: await availableCoupons(context, requireUserId(session)),
  }),
});
