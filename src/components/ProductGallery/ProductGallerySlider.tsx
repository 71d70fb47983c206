import { useDirection } from "@radix-ui/react-direction";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";
import type { FileResponse } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { productGalleryText as text } from "./ProductGallery.text";

/**
 * docs/product.md § Constants and limits asks for a slide speed of 500 ms. Embla's `duration` is not a time: each 60 Hz
 * step adds (distance left / duration) to the velocity, then friction 0.68 damps it. Simulating
 * that for a full slide, 20 covers 99% of the way in about 480 ms (25 takes 700 ms, 15 300 ms),
 * so 20 is the closest to 500 ms.
 */
const SLIDE_DURATION = 20;

export interface ProductGallerySliderProps {
  name: string;
  images: readonly FileResponse[];
  /** Index of the image in view. */
  selected: number;
  onSelect: (index: number) => void;
  /** The text alternative of the image at `index`. */
  altOf: (index: number) => string;
  className?: string;
}

/** The phone gallery: one image per view, swiped in an endless loop, with a dot per image. */
export function ProductGallerySlider({
  name,
  images,
  selected,
  onSelect,
  altOf,
  className,
}: ProductGallerySliderProps) {
  // Swiped the reading way; the region carries the same `dir`, as embla requires.
  const direction = useDirection();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    duration: SLIDE_DURATION,
    direction,
  });

  useEffect(() => {
    if (!embla) return;
    const report = () => onSelect(embla.selectedScrollSnap());
    embla.on("select", report);
    return () => {
      embla.off("select", report);
    };
  }, [embla, onSelect]);

  // A thumbnail picked on a wider screen is the image in view when the screen narrows.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected, true);
  }, [embla, selected]);

  return (
    <div
      dir={direction}
      role="region"
      aria-roledescription={text.carousel}
      aria-label={text.slider(name)}
      className={cn("flex flex-col gap-3", className)}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-xl border border-gray-200">
        <div className="flex touch-pan-y">
          {images.map((image, index) => (
            <div
              key={`${index}-${image.fullUrl}`}
              role="group"
              aria-roledescription={text.slide}
              aria-label={text.slideLabel(index + 1, images.length)}
              data-testid="product-gallery-slide"
              className="aspect-square min-w-0 shrink-0 grow-0 basis-full bg-white"
            >
              <ProductCardImage
                src={image.fullUrl}
                name={name}
                alt={altOf(index)}
                loading={index === 0 ? "eager" : "lazy"}
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div aria-label={text.dots} role="group" className="flex justify-center gap-1">
          {images.map((image, index) => (
            <button
              key={`${index}-${image.fullUrl}`}
              type="button"
              aria-label={text.goToImage(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => (embla ? embla.scrollTo(index) : onSelect(index))}
              // A 24 px target around a small dot.
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  "h-2.5 rounded-full transition-all",
                  index === selected
                    ? "w-5 bg-brand-700"
                    : "w-2.5 bg-gray-500 group-hover:bg-gray-700",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
