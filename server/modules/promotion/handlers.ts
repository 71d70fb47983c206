import { unauthorized } from "../../http/errors";
import type { Session } from "../../http/session";
import type { ModuleHandlers, Schemas } from "../../http/types";
import { availableCoupons, expiredCoupons, usedCoupons } from "./service";

/** The contract requires a customer session; the route already answered 401 and 403. */
function userOf(session: Session | null): number {
  if (!session) throw unauthorized("Please sign in to continue.");
  return session.user.id;
}

const byPeriod = {
  active: availableCoupons,
  used: usedCoupons,
  expired: expiredCoupons,
} satisfies Record<Schemas["CouponPeriod"], unknown>;

export const promotionHandlers: ModuleHandlers<"listProfileCoupons" | "listAvailableCoupons"> = (
  context,
) => ({
  listProfileCoupons: async ({ session, query }) => ({
    data: await byPeriod[query.period ?? "active"](context, userOf(session)),
  }),
  listAvailableCoupons: async ({ session }) => ({
    data: await availableCoupons(context, userOf(session)),
  }),
});
