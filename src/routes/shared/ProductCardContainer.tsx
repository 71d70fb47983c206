import type { ProductSummary } from "@/api/types";
import { ProductCard } from "@/components/ProductCard/ProductCard";
import { paths } from "@/lib/paths";
import { useProductCartActions } from "./useProductCartActions";

/** A product card wired to the cart and restock notifications; every product list renders these. */
export function ProductCardContainer({ product }: { product: ProductSummary }) {
  const actions = useProductCartActions(product);
  return <ProductCard {...actions} href={paths.productDetail(product.id)} />;
}

/** For components that take a `renderProduct` callback (search landing, product listings). */
export const renderProductCard = (product: ProductSummary) => (
  <ProductCardContainer product={product} />
);
