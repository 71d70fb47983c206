import { TicketPercent } from "lucide-react";
import { useId } from "react";
import type { Coupon } from "@/api/types";
import { EmptyState, LoadFailed } from "../ui/ListStatus";
import { TabList } from "../ui/TabList";
import { CouponCard } from "./CouponCard";
import { couponListText as text } from "./CouponList.text";
import { CouponListSkeleton } from "./CouponListSkeleton";
import { couponTabs, type CouponTab } from "./couponTabs";

export type CouponListState =
  | { status: "pending" }
  | { status: "error"; onRetry: () => void }
  | { status: "success"; coupons: readonly Coupon[] };

export interface CouponListProps {
  tab: CouponTab;
  onTabChange: (tab: CouponTab) => void;
  /** The coupons of the current tab, or why there are none to show yet. */
  state: CouponListState;
  onCopy: (code: string) => void;
}

/**
 * docs/product.md § Coupons: the page heading and the Available, Used and Expired tabs stay on
 * screen whatever the tab's coupons are doing, so the shopper can always switch tab.
 */
export function CouponList({ tab, onTabChange, state, onCopy }: CouponListProps) {
  const id = useId();
  const tabId = (of: CouponTab) => `${id}-tab-${of}`;
  const panelId = `${id}-panel`;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h1 id={`${id}-heading`} className="text-2xl font-bold text-gray-900">
        {text.heading}
      </h1>
      <TabList
        tabs={couponTabs}
        current={tab}
        onChange={onTabChange}
        label={text.tabsLabel}
        labelOf={(of) => text.tabs[of]}
        tabId={tabId}
        panelId={panelId}
      />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tab)}
        aria-busy={state.status === "pending"}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CouponPanel state={state} onCopy={onCopy} />
      </div>
    </section>
  );
}

function CouponPanel({ state, onCopy }: Pick<CouponListProps, "state" | "onCopy">) {
  if (state.status === "pending") return <CouponListSkeleton />;
  if (state.status === "error") {
    return (
      <LoadFailed
        title={text.errorTitle}
        description={text.errorDescription}
        retryLabel={text.retry}
        onRetry={state.onRetry}
      />
    );
  }
  if (state.coupons.length === 0) {
    return <EmptyState icon={TicketPercent} title={text.empty} />;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {state.coupons.map((coupon) => (
        <li key={coupon.code}>
          <CouponCard coupon={coupon} onCopy={onCopy} />
        </li>
      ))}
    </ul>
  );
}
