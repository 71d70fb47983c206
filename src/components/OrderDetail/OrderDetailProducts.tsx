import { ShoppingBasket } from "lucide-react";
import type { OrderProduct } from "@/api/types";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { orderDetailText as text } from "./OrderDetail.text";
import { OrderDetailCard } from "./OrderDetailCard";

/** The list of ordered products of docs/product.md § Order detail: photo, name, weight and quantity. */
export function OrderedProducts({ items }: { items: readonly OrderProduct[] }) {
  return (
    <OrderDetailCard title={text.orderedProducts} icon={ShoppingBasket}>
      <ul className="divide-y divide-gray-100">
        {items.map(({ id, qty, product }) => (
          <li key={id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white">
              <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} alt="" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-gray-900">{product.name}</p>
              {product.weight ? <p className="text-xs text-gray-600">{product.weight}</p> : null}
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
