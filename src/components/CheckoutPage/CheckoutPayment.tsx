import type { PaymentMethod } from "@/api/types";
import { formatExpiry } from "@/lib/format";
import { CardBrandLogo } from "../CardBrandLogo/CardBrandLogo";
import { cardBrandName } from "../CardBrandLogo/CardBrandLogo.text";
import { checkoutPageText as text } from "./CheckoutPage.text";

/** The chosen card: its brand badge, the masked number ending with last4 and its expiry. */
export function CardSummary({ card }: { card: PaymentMethod }) {
  return (
    <div className="flex items-center gap-3">
      <CardBrandLogo brand={card.brand} className="h-8 w-12" />
      <div className="text-sm">
        <p className="font-semibold tracking-wider text-gray-900">
          <span aria-hidden>•••• •••• •••• {card.last4}</span>
          <span className="sr-only">{text.cardEnding(cardBrandName(card.brand), card.last4)}</span>
        </p>
        <p className="text-gray-600">{text.expiry(formatExpiry(card.exp_month, card.exp_year))}</p>
      </div>
    </div>
  );
}
