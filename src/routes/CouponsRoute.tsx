import { useSearchParams } from "react-router-dom";
import { useProfileCoupons } from "@/api/queries/promotion";
import type { CouponPeriod } from "@/api/types";
import { notify } from "@/app/toast";
import { CouponList, type CouponListState } from "@/components/CouponList/CouponList";
import { isCouponTab, type CouponTab } from "@/components/CouponList/couponTabs";
import { couponMessages } from "./couponMessages";
import { PrivatePageMeta } from "@/app/meta/StoreMeta";
import { accountLayoutText } from "@/components/AccountLayout/AccountLayout.text";

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
function CouponsScreen() {
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

/** The page kept out of search results (docs/seo.md), titled as it is headed. */
export function CouponsRoute() {
  return (
    <>
      <PrivatePageMeta title={accountLayoutText.coupons} />
      <CouponsScreen />
    </>
  );
}
