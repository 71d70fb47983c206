import type { FreeDeliveryProgress } from "@/api/types";
import { FreeDeliveryMeter } from "../FreeDeliveryMeter/FreeDeliveryMeter";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { cartDrawerText as text } from "./CartDrawer.text";
import { UpdatingMark } from "./CartDrawerPrice";

export interface CartDrawerFooterProps {
  /** How far the subtotal is from free delivery, as the server answered it. */
  freeDelivery: FreeDeliveryProgress;
  /** The server's nudge towards a coupon ("Add $4.71 more to unlock WELCOME5 ($5 OFF)."), if any. */
  upsellCouponMessage: string | null;
  formattedSubTotal: string;
  /** A change awaits the server: the subtotal is its previous figure, shown dimmed. */
  updating?: boolean;
  /** A signed-in customer (not a guest) may check out; anyone else is asked to log in. */
  canCheckout: boolean;
  onLogin: () => void;
  /** 'Proceed to Checkout' was followed: the drawer closes. */
  onNavigate: () => void;
}

export function CartDrawerFooter({
  freeDelivery,
  upsellCouponMessage,
  formattedSubTotal,
  updating = false,
  canCheckout,
  onLogin,
  onNavigate,
}: CartDrawerFooterProps) {
  return (
    <footer className="flex flex-col gap-3 border-t border-gray-200 p-4">
      <FreeDeliveryMeter freeDelivery={freeDelivery} updating={updating} />
      {upsellCouponMessage ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          {/* The server's English, isolated so its full stop and prices keep their order. */}
          <bdi>{upsellCouponMessage}</bdi>
        </p>
      ) : null}
      <p className="flex items-center justify-between text-base font-semibold">
        <span>{text.subTotal}</span>
        <span
          aria-busy={updating}
          className={cn("inline-flex items-center gap-1", updating && "text-gray-600")}
        >
          <bdi dir="ltr">{formattedSubTotal}</bdi>
          {updating ? <UpdatingMark /> : null}
        </span>
      </p>
      {canCheckout ? (
        <Button asChild size="lg" className="w-full">
          <Link href={paths.checkout()} onClick={onNavigate}>
            {text.proceedToCheckout}
          </Link>
        </Button>
      ) : (
        <Button size="lg" className="w-full" onClick={onLogin}>
          {text.loginToProceed}
        </Button>
      )}
    </footer>
  );
}
