import { ShoppingBasket } from "lucide-react";
import type { OrderLineFulfilment, OrderProduct } from "@/api/types";
import { cn } from "@/lib/cn";
import { isSomeMoney } from "@/lib/format";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { orderDetailText as text } from "./OrderDetail.text";
import { OrderDetailCard } from "./OrderDetailCard";

/** The words after a short line's badge: what replaced it, or why and how much it gave back. */
function outcomeDetail({
  outcome,
  replacement,
  formattedReplacementPrice: price,
  formattedRefundAmount: refund,
  refundReason,
}: OrderLineFulfilment): string | null {
  if (outcome === "REFUNDED") return text.outcome.refunded(refundReason, refund);
  if (!replacement || !price) return null;
  if (outcome === "AWAITING_APPROVAL") return text.outcome.offered(replacement.name, price);
  const replaced = text.outcome.replacedWith(replacement.name, price);
  return isSomeMoney(refund) ? `${replaced}. ${text.outcome.difference(refund)}` : `${replaced}.`;
}

/** What became of a short line (docs/replacements.md): nothing to say for one picked as ordered. */
function LineOutcome({ fulfilment }: { fulfilment: OrderLineFulfilment }) {
  const { outcome } = fulfilment;
  if (outcome === "AS_ORDERED") return null;
  const detail = outcomeDetail(fulfilment);
  return (
    <p className="mt-1 text-xs text-gray-700">
      <span
        className={cn(
          "me-1.5 inline-block rounded-full px-2 py-0.5 font-semibold",
          outcome === "REPLACED" && "bg-brand-50 text-brand-800",
          outcome === "REFUNDED" && "bg-gray-100 text-gray-800",
          outcome === "AWAITING_APPROVAL" && "bg-warning-100 text-warning-700",
        )}
      >
        {text.outcome[outcome]}
      </span>
      {detail}
    </p>
  );
}

/**
 * The list of ordered products of docs/product.md § Order detail: photo, name, weight and quantity,
 * and for a line that ran short, what replaced it or what it gave back.
 */
export function OrderedProducts({ items }: { items: readonly OrderProduct[] }) {
  return (
    <OrderDetailCard title={text.orderedProducts} icon={ShoppingBasket}>
      <ul className="divide-y divide-gray-100">
        {items.map(({ id, qty, product, fulfilment }) => (
          <li key={id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white">
              <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} alt="" />
            </div>
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  "line-clamp-2 text-sm font-medium",
                  fulfilment?.outcome === "REFUNDED" ? "text-gray-600" : "text-gray-900",
                )}
              >
                {product.name}
              </p>
              {product.weight ? (
                <p className="text-xs text-gray-600">
                  <bdi dir="ltr">{product.weight}</bdi>
                </p>
              ) : null}
              {fulfilment ? <LineOutcome fulfilment={fulfilment} /> : null}
            </div>
            <p className="shrink-0 rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-semibold text-gray-800 tabular-nums">
              {text.quantity(qty)}
            </p>
          </li>
        ))}
      </ul>
    </OrderDetailCard>
  );
}
