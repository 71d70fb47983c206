import { useId } from "react";
import type { Order } from "@/api/types";
import { formatDeliveryDate } from "@/lib/format";
import { orderStatusLabel } from "../OrderDetail/OrderDetail.text";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { Link } from "../ui/Link";
import { MAX_THUMBNAILS } from "./myOrdersTabs";
import { myOrdersText as text } from "./MyOrders.text";

export interface OrderCardProps {
  order: Order;
  /** Where Track Order leads: /order/{uuid}. */
  trackHref: string;
}

/** One order of a list: status, date, total, up to six item thumbnails then '+N', Track Order. */
export function OrderCard({ order, trackHref }: OrderCardProps) {
  const id = useId();
  const shown = order.orderProducts.slice(0, MAX_THUMBNAILS);
  const more = order.orderProducts.length - shown.length;
  const replaced = order.replacedCount ?? 0;
  const refunded = order.refundedCount ?? 0;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-gray-900">
            {text.orderTitle(order.invoiceNumber)}
          </h2>
          <p className="text-sm text-gray-600">
            {text.placedOn}{" "}
            <time dateTime={order.createdAt}>{formatDeliveryDate(order.createdAt)}</time>
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {orderStatusLabel(order.status)}
        </span>
      </div>
      <ul className="flex flex-wrap items-center gap-2">
        {shown.map((line) => (
          <li key={line.id} className="size-12 overflow-hidden rounded-lg border border-gray-200">
            <ProductCardImage src={line.product.fileResponse?.fullUrl} name={line.product.name} />
          </li>
        ))}
        {more > 0 && (
          <li
            aria-label={text.moreItemsLabel(more)}
            className="grid size-12 place-items-center rounded-lg bg-gray-100 text-sm font-semibold text-gray-700"
          >
            {/* "+2" reads left to right in every language (in Urdu too, not "2+"). */}
            <bdi dir="ltr" aria-hidden>
              {text.moreItems(more)}
            </bdi>
          </li>
        )}
      </ul>
      {replaced + refunded > 0 ? (
        <p className="text-sm text-gray-700">{text.shortages(replaced, refunded)}</p>
      ) : null}
      <div className="flex items-center justify-between gap-2 border-t border-gray-100 pt-3">
        <p className="text-sm text-gray-700">
          {text.total}{" "}
          <span dir="ltr" className="font-semibold text-gray-900">
            {order.formattedTotal}
          </span>
        </p>
        <Link
          href={trackHref}
          aria-label={text.trackOrderLabel(order.invoiceNumber)}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {text.trackOrder}
        </Link>
      </div>
    </article>
  );
}
