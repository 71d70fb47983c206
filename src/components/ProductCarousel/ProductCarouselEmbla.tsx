import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../ui/Button";
import type { ProductCarouselProps } from "./ProductCarousel";
import { productCarouselText as text } from "./ProductCarousel.text";
import { ProductCarouselSlides } from "./ProductCarouselSlides";

/** The carousel once embla has loaded: drag or swipe, and arrow buttons while there is more. */
export default function ProductCarouselEmbla({ label, children }: ProductCarouselProps) {
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
    <>
      <div ref={viewportRef} className="overflow-hidden" data-carousel-ready="">
        <ProductCarouselSlides>{children}</ProductCarouselSlides>
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
    </>
  );
}
