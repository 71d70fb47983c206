import { useRef, type ReactNode } from "react";
import { ProductCarousel } from "../ProductCarousel/ProductCarousel";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import { CardRowPlaceholder } from "../ShowcaseSection/ShowcaseSection";
import { useNearViewport } from "../ui/useNearViewport";
import { productDetailText as text } from "./ProductDetail.text";

export interface ProductDetailSimilarProductsProps {
  /** The sub-category listing ('See All'). */
  seeAllHref: string;
  /** The product cards; the caller leaves the section out when there are none. */
  children: ReactNode;
}

/**
 * docs/product.md § Product detail: 'Similar Products' with 'See All', as a carousel of product cards. The
 * carousel is the labelled region; naming the section too would repeat the landmark. Below the
 * product, its cards are drawn as the section nears the screen (a placeholder row until then), so
 * the page's first render covers the product, not twenty cards.
 */
export function ProductDetailSimilarProducts({
  seeAllHref,
  children,
}: ProductDetailSimilarProductsProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const showCards = useNearViewport(sectionRef, true);
  return (
    <section ref={sectionRef} className="flex flex-col gap-3">
      <SectionHeader title={text.similarProducts} seeAllHref={seeAllHref} />
      <ProductCarousel
        label={text.similarProducts}
        placeholder={showCards ? undefined : <CardRowPlaceholder pulse={false} />}
      >
        {children}
      </ProductCarousel>
    </section>
  );
}
