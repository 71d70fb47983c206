import { useId, useState } from "react";
import type { OrderProduct } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { Button } from "../ui/Button";
import { reviewCartText as text } from "./ReviewCart.text";

/** docs/product.md § Constants and limits: the Review Cart shows 6 items. */
export const REVIEW_CART_VISIBLE = 6;

export interface ReviewCartProps {
  items: readonly OrderProduct[];
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * docs/product.md § Order detail: six thumbnails; on phones a '+N' tile counts the rest, on wider screens See All
 * and See Fewer show and hide them. One render serves both: the breakpoint (md) decides which
 * of the two is visible, so nothing depends on measuring the window.
 */
export function ReviewCart({ items, headingLevel = 2, className }: ReviewCartProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, items.length - REVIEW_CART_VISIBLE);

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-gray-200 bg-white p-4", className)}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-gray-900">
          {text.heading}
        </Heading>
        {hidden > 0 ? (
          <Button
            variant="ghostBrand"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className="max-md:hidden"
          >
            {expanded ? text.seeFewer : text.seeAll}
          </Button>
        ) : null}
      </div>
      <ul
        id={listId}
        aria-labelledby={headingId}
        className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7 md:grid-cols-3"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            className={cn(
              "relative",
              index >= REVIEW_CART_VISIBLE && (expanded ? "hidden md:block" : "hidden"),
            )}
          >
            <div className="aspect-square overflow-hidden rounded-lg border border-gray-200 bg-white">
              <ProductCardImage src={item.product.fileResponse?.fullUrl} name={item.product.name} />
            </div>
            {item.qty > 1 ? (
              <span className="absolute inset-e-1 bottom-1 rounded-full bg-gray-900/80 px-1.5 text-xs font-semibold text-white">
                <span aria-hidden>{text.quantityBadge(item.qty)}</span>
                <span className="sr-only">{text.quantity(item.qty)}</span>
              </span>
            ) : null}
          </li>
        ))}
        {hidden > 0 ? (
          <li className="md:hidden">
            <span className="grid aspect-square w-full place-items-center rounded-lg border border-gray-200 bg-gray-100 text-base font-semibold text-gray-800">
              <span aria-hidden>+{hidden}</span>
              <span className="sr-only">{text.more(hidden)}</span>
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
