import type { CartShareItem } from "../contract/types";
import { dollarsToCents, formatCents } from "./money";
import { addableSubtotalCents, lineTotalCents } from "./totals";

type SharedProduct = Pick<
  CartShareItem,
  | "name"
  | "weight"
  | "fileResponse"
  | "price"
  | "formattedPrice"
  | "formattedOriginalPrice"
  | "inStock"
>;

/** A line of a shared cart as answered: the product at today's price, and qty × that price. */
export function cartShareItem(
  productId: number,
  product: SharedProduct,
  qty: number,
): CartShareItem {
  return {
    productId,
    name: product.name,
    weight: product.weight,
    fileResponse: product.fileResponse,
    qty,
    price: product.price,
    formattedPrice: product.formattedPrice,
    formattedOriginalPrice: product.formattedOriginalPrice,
    formattedTotal: formatCents(lineTotalCents({ qty, priceCents: dollarsToCents(product.price) })),
    inStock: product.inStock,
  };
}

/** A shared cart's sub-total as shown: only what can be added to a cart (in stock) counts. */
export function formatShareSubtotal(items: readonly CartShareItem[]): string {
  return formatCents(
    addableSubtotalCents(
      items.map((item) => ({ ...item, priceCents: dollarsToCents(item.price) })),
    ),
  );
}
