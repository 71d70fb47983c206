import { memo } from "react";
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
  const actions = useProductCartActions(product);
  return <ProductCard {...actions} href={paths.productDetail(product.id)} />;
});

/** For components that take a `renderProduct` callback (search landing, product listings). */
export const renderProductCard = (product: ProductSummary) => (
  <ProductCardContainer product={product} />
);
