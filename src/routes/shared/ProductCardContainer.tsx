import { memo, useMemo } from "react";
import type { ProductSummary } from "@/api/types";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { paths } from "@/lib/paths";
import { useProductCartActions } from "./useProductCartActions";

/**
 * A product card wired to the cart and restock notifications; every product list renders these.
 * Memoised: a list drawn again (its query settling, a filter) leaves alone the cards whose
 * product it still holds, which the query's structural sharing keeps the same object.
 */
export const ProductCardContainer = memo(function ProductCardContainer({
  product,
}: {
  product: ProductSummary;
}) {
  const {
    product: shown,
    busy,
    onQuantityChange,
    onNotify,
    onStopNotifying,
  } = useProductCartActions(product);
  // The card is drawn again only when what it shows changes: the container also renders when the
  // page's takeover turns to the visitor's cart, which leaves most cards' quantity as drawn.
  return useMemo(
    () => (
      <ProductCard
        product={shown}
        busy={busy}
        onQuantityChange={onQuantityChange}
        onNotify={onNotify}
        onStopNotifying={onStopNotifying}
        href={paths.productDetail(shown.id)}
      />
    ),
    [shown, busy, onQuantityChange, onNotify, onStopNotifying],
  );
});

/** For components that take a `renderProduct` callback (search landing, product listings). */
export const renderProductCard = (product: ProductSummary) => (
  <ProductCardContainer product={product} />
);
