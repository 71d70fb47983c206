import { useDirection } from "@radix-ui/react-direction";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../ui/Button";
import { productCarouselText as text } from "./ProductCarousel.text";

export interface ProductCarouselEmblaProps {
  label: string;
  /** The row the cards are drawn in; embla moves it once `scripted`. */
  viewport: HTMLElement;
  /** The row has embla's styles (no native scrolling), so embla may measure it. */
  scripted: boolean;
  /** Called once loaded, for the row to take embla's styles. */
  onLoaded: () => void;
}

/** Embla on the carousel's row: drag or swipe, and arrow buttons while there is more. */
export default function ProductCarouselEmbla({
  label,
  viewport,
  scripted,
  onLoaded,
}: ProductCarouselEmblaProps) {
  const direction = useDirection();
  const [attach, embla] = useEmblaCarousel({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
    // The reading way; the carousel's element carries the same `dir` (ProductCarousel).
    direction,
  });
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });

  useEffect(onLoaded, [onLoaded]);

  useEffect(() => {
    if (!scripted) return;
    // Embla measures the row as it attaches. Right after the row took embla's styles, that
    // measure would restyle every card of every carousel inside this task (about 100 ms on a
    // phone); once the browser has drawn the frame with those styles it costs nothing.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A row scrolled natively before embla came starts again from its first card.
        viewport.scrollTo({ left: 0 });
        attach(viewport);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      attach(null);
    };
  }, [attach, scripted, viewport]);

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
      {canScroll.previous ? (
        <Button
          variant="outline"
          size="icon"
          shape="circle"
          aria-label={text.previous(label)}
          onClick={() => embla?.scrollPrev()}
          className="absolute top-1/2 -inset-s-3 -translate-y-1/2 shadow"
        >
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
      ) : null}
      {canScroll.next ? (
        <Button
          variant="outline"
          size="icon"
          shape="circle"
          aria-label={text.next(label)}
          onClick={() => embla?.scrollNext()}
          className="absolute top-1/2 -inset-e-3 -translate-y-1/2 shadow"
        >
          <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
      ) : null}
    </>
  );
}
