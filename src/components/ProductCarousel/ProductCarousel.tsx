import { lazy, Suspense, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { productCarouselText as text } from "./ProductCarousel.text";
import { ProductCarouselSlides } from "./ProductCarouselSlides";

export interface ProductCarouselProps {
  /** Names the carousel, e.g. the sub-category it shows. */
  label: string;
  /** The product cards, one per slide. */
  children: ReactNode;
  /** Drawn in the region instead of the cards while given (cards deferred until near the screen). */
  placeholder?: ReactNode;
  className?: string;
}

// embla (~7 KB gzip) is not needed to draw the cards: until it loads, the row scrolls natively.
const ProductCarouselEmbla = lazy(() => import("./ProductCarouselEmbla"));

/**
 * A horizontal row of product cards (docs/product.md § Home): 5 per view on desktop, 3 up to
 * 1024 px wide (600 included) and 2 up to 480 px. Swipe, drag or use the arrow buttons.
 */
export function ProductCarousel({ label, children, placeholder, className }: ProductCarouselProps) {
  return (
    <div
      role="region"
      aria-roledescription={text.carousel}
      aria-label={label}
      className={cn("relative", className)}
    >
      {placeholder ?? (
        <Suspense
          fallback={
            <div className="snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]">
              <ProductCarouselSlides className="[&>li]:snap-start">
                {children}
              </ProductCarouselSlides>
            </div>
          }
        >
          <ProductCarouselEmbla label={label}>{children}</ProductCarouselEmbla>
        </Suspense>
      )}
    </div>
  );
}
