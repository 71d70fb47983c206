import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, useEffect, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "../ui/Button";
import { productCarouselText as text } from "./ProductCarousel.text";

export interface ProductCarouselProps {
  /** Names the carousel, e.g. the sub-category it shows. */
  label: string;
  /** The product cards, one per slide. */
  children: ReactNode;
  className?: string;
}

/**
 * A horizontal row of product cards (spec section 2 "Home"): 5 per view on desktop, 3 up to
 * 1024 px wide (600 included) and 2 up to 480 px. Swipe, drag or use the arrow buttons.
 */
export function ProductCarousel({ label, children, className }: ProductCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
  });
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  return (
    <div
      role="region"
      aria-roledescription={text.carousel}
      aria-label={label}
      className={cn("relative", className)}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-3 flex touch-pan-y">
          {Children.map(children, (card) => (
            <li
              aria-roledescription={text.slide}
              className="flex min-w-0 shrink-0 grow-0 basis-1/2 pl-3 min-[481px]:basis-1/3 min-[1025px]:basis-1/5"
            >
              {card}
            </li>
          ))}
        </ul>
      </div>
      {canScroll.previous ? (
        <Button
          variant="outline"
          size="icon"
          aria-label={text.previous(label)}
          onClick={() => embla?.scrollPrev()}
          className="absolute top-1/2 -left-3 -translate-y-1/2 rounded-full shadow"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </Button>
      ) : null}
      {canScroll.next ? (
        <Button
          variant="outline"
          size="icon"
          aria-label={text.next(label)}
          onClick={() => embla?.scrollNext()}
          className="absolute top-1/2 -right-3 -translate-y-1/2 rounded-full shadow"
        >
          <ChevronRight aria-hidden className="size-5" />
        </Button>
      ) : null}
    </div>
  );
}
