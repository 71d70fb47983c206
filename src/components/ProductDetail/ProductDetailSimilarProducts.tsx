import type { ReactNode } from "react";
import { ProductCarousel } from "../ProductCarousel/ProductCarousel";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import { productDetailText as text } from "./ProductDetail.text";

export interface ProductDetailSimilarProductsProps {
  /** The sub-category listing ('See All'). */
  seeAllHref: string;
  /** The product cards; the caller leaves the section out when there are none. */
  children: ReactNode;
}

/**
 * Spec section 2: 'Similar Products' with 'See All', as a carousel of product cards. The
 * carousel is the labelled region; naming the section too would repeat the landmark.
 */
export function ProductDetailSimilarProducts({
  seeAllHref,
  children,
}: ProductDetailSimilarProductsProps) {
  return (
    <section className="flex flex-col gap-3">
      <SectionHeader title={text.similarProducts} seeAllHref={seeAllHref} />
      <ProductCarousel label={text.similarProducts}>{children}</ProductCarousel>
    </section>
  );
}
