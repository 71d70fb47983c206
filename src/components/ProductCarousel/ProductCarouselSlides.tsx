import { Children, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { productCarouselText as text } from "./ProductCarousel.text";

/** 2 per view up to 480 px, 3 up to 1024 px (600 included), 5 above (docs/product.md § Home). */
const slideWidths = "basis-1/2 min-[481px]:basis-1/3 min-[1025px]:basis-1/5";

/** The row of slides; the same markup before and after the carousel script has loaded. */
export function ProductCarouselSlides({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <ul className={cn("-ms-3 flex touch-pan-y", className)}>
      {Children.map(children, (card) => (
        <li
          aria-roledescription={text.slide}
          className={cn("flex min-w-0 shrink-0 grow-0 ps-3", slideWidths)}
        >
          {card}
        </li>
      ))}
    </ul>
  );
}
