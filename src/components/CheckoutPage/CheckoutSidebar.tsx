import { useId, type Ref } from "react";
import type { Cart } from "@/api/types";
import { CouponBox } from "../CouponBox/CouponBox";
import { FreeDeliveryMeter } from "../FreeDeliveryMeter/FreeDeliveryMeter";
import { OrderSummary } from "../OrderSummary/OrderSummary";
import { TipBox } from "../TipBox/TipBox";
import { Button } from "../ui/Button";
import { checkoutOfflineText } from "./CheckoutOffline.text";
import { checkoutPageText as text } from "./CheckoutPage.text";
import { CheckoutProblems } from "./CheckoutProblems";
import type {
  CheckoutActions,
  CheckoutCart,
  CheckoutOrder,
  CheckoutProblemKey,
} from "./checkoutModel";

interface CheckoutSidebarProps {
  cart: Omit<CheckoutCart, "value"> & { value: Cart };
  itemCount: number;
  /** Listed only once Place Order has been pressed. */
  problems: CheckoutOrder["problems"];
  submitting: boolean;
  /** Offline: a notice above Place Order; pressing it sends nothing (the route sees to that). */
  offline: boolean;
  actions: CheckoutActions;
  problemsRef: Ref<HTMLDivElement>;
  onGoTo: (key: CheckoutProblemKey) => void;
}

/** The right column: coupon, tip, then what stops the order and the summary with Place Order. */
export function CheckoutSidebar({
  cart,
  itemCount,
  problems,
  submitting,
  offline,
  actions,
  problemsRef,
  onGoTo,
}: CheckoutSidebarProps) {
  const offlineNoticeId = useId();
  const { value, applyingCoupon = false, clearingCoupon = false } = cart;
  const { applyingTip = false, clearingTip = false } = cart;
  const updating =
    (cart.updatingLineIds?.length ?? 0) > 0 ||
    applyingCoupon ||
    clearingCoupon ||
    applyingTip ||
    clearingTip;
  return (
    <div className="flex flex-col gap-4 self-stretch">
      <CouponBox
        coupon={value.coupon}
        availableCoupons={value.availableCoupons}
        upsellCouponMessage={value.upsellCouponMessage}
        onApply={actions.applyCoupon}
        onClear={actions.clearCoupon}
        applying={applyingCoupon}
        clearing={clearingCoupon}
        error={cart.couponError ?? null}
      />
      <TipBox
        tipAmount={value.tipAmount}
        formattedTipAmount={value.formattedTipAmount}
        onApply={actions.applyTip}
        onClear={actions.clearTip}
        applying={applyingTip}
        clearing={clearingTip}
      />
      <div className="flex flex-col gap-4 lg:sticky lg:top-24">
        {problems.length > 0 ? (
          <CheckoutProblems ref={problemsRef} problems={problems} onGoTo={onGoTo} />
        ) : null}
        <OrderSummary totals={value} itemCount={itemCount} updating={updating}>
          <div className="flex flex-col gap-4">
            {/* Beside the delivery fee it waives, just before the shopper commits to paying it. */}
            <FreeDeliveryMeter freeDelivery={value.freeDelivery} updating={updating} />
            {offline ? (
              <p id={offlineNoticeId} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {checkoutOfflineText.notice}
              </p>
            ) : null}
            <Button
              size="lg"
              className="w-full"
              onClick={actions.placeOrder}
              disabled={submitting}
              aria-busy={submitting}
              aria-describedby={offline ? offlineNoticeId : undefined}
            >
              {submitting ? text.placingOrder : text.placeOrder}
            </Button>
          </div>
        </OrderSummary>
      </div>
    </div>
  );
}
