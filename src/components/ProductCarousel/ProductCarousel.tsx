import { useDirection } from "@radix-ui/react-direction";
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
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
 *
 * The cards stay where they are in the tree when embla arrives: it takes over the row they are
 * in, so a card keeps its focus and state (Add Item pressed just before would otherwise lose it).
 */
export function ProductCarousel({ label, children, placeholder, className }: ProductCarouselProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [scripted, setScripted] = useState(false);
  const onLoaded = useCallback(() => setScripted(true), []);
  const direction = useDirection();
  return (
    <div
      // Embla scrolls the app's way (ProductCarouselEmbla), which the row must read in too.
      dir={direction}
      role="region"
      aria-roledescription={text.carousel}
      aria-label={label}
      className={cn("relative", className)}
    >
      {placeholder ?? (
        <>
          <div
            ref={setViewport}
            className={
              scripted
                ? "overflow-hidden"
                : "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
            }
            data-carousel-ready={scripted ? "" : undefined}
          >
            <ProductCarouselSlides className={scripted ? undefined : "[&>li]:snap-start"}>
              {children}
            </ProductCarouselSlides>
          </div>
          {viewport ? (
            <Suspense fallback={null}>
              <ProductCarouselEmbla
                label={label}
                viewport={viewport}
                scripted={scripted}
                onLoaded={onLoaded}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </div>
  );
}
