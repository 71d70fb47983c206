import { useSearchParams } from "react-router-dom";
import { useProfileCoupons } from "@/api/queries/promotion";
import type { CouponPeriod } from "@/api/types";
import { notify } from "@/app/toast";
import { CouponList, type CouponListState } from "@/components/CouponList/CouponList";
import { isCouponTab, type CouponTab } from "@/components/CouponList/couponTabs";
import { couponMessages } from "./couponMessages";

/** docs/product.md § Calls to the API: the Available tab is the server's "active" period. */
const periodOf: Record<CouponTab, CouponPeriod> = {
  available: "active",
  used: "used",
  expired: "expired",
};

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(couponMessages.codeCopied);
  } catch (error) {
    console.error("Copying the coupon code failed.", error);
    notify.error(couponMessages.codeCopyFailed);
  }
}

/** /coupons?tab=available|used|expired: the tab lives in the URL so a reload keeps it. */
export function CouponsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: CouponTab = isCouponTab(requested) ? requested : "available";
  const coupons = useProfileCoupons(periodOf[tab]);

  // Coupons already shown stay on screen when a background refetch fails.
  const state: CouponListState = coupons.data
    ? { status: "success", coupons: coupons.data }
    : coupons.isError
      ? { status: "error", onRetry: () => void coupons.refetch() }
      : { status: "pending" };

  return (
    <CouponList
      tab={tab}
      onTabChange={(next) =>
        setSearchParams(
          (params) => {
            params.set("tab", next);
            return params;
          },
          { replace: true },
        )
      }
      state={state}
      onCopy={(code) => void copyCode(code)}
    />
  );
}
