import { cva } from "class-variance-authority";
import { useDirection } from "@radix-ui/react-direction";
import type { SubCategory } from "@/api/types";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { Skeleton } from "../ui/Skeleton";
import { useScrollableRow } from "./useScrollableRow";
import { localCategoryName } from "@/lib/catalogueNames.text";

const listVariants = cva("flex gap-2", {
  variants: {
    layout: {
      // Sibling links across the top of a listing: one row that scrolls sideways on phones.
      row: "p-1",
      // The side list: a sideways row on phones, a column beside the grid on large screens.
      side: "p-1 lg:flex-col lg:gap-1 lg:overflow-visible lg:p-0",
    },
    // The loading chips stay within the row instead of scrolling.
    loading: { false: "overflow-x-auto", true: "overflow-hidden" },
  },
  defaultVariants: { loading: false },
});

const linkVariants = cva(
  "flex h-9 items-center rounded-full border px-4 text-sm whitespace-nowrap hover:border-brand-700",
  {
    variants: {
      layout: { row: "", side: "lg:rounded-lg lg:border-transparent lg:px-3" },
      current: {
        true: "border-brand-700 bg-brand-50 font-semibold text-brand-800",
        false: "border-gray-300 bg-white text-gray-800",
      },
    },
  },
);

export interface SubCategoryLinksProps {
  /** Names the navigation for screen readers. */
  label: string;
  /** Undefined while they load. */
  subCategories: readonly SubCategory[] | undefined;
  /** The listing being shown, marked as the current page. */
  currentId?: number;
  hrefOf: (id: number) => string;
  layout?: "row" | "side";
  className?: string;
}

// The fades show only while chips hide past an edge; on large screens the side list is a column.
// A gradient has no logical direction: the start is the left edge, or the right one in RTL.
const fadeClass = {
  left: "[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]",
  right: "[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]",
  both: "[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]",
};

/** Links to category listings; nothing once loaded empty. */
export function SubCategoryLinks({
  label,
  subCategories,
  currentId,
  hrefOf,
  layout = "row",
  className,
}: SubCategoryLinksProps) {
  const { ref: rowRef, moreBefore, moreAfter, onScroll } = useScrollableRow(currentId);
  const rtl = useDirection() === "rtl";
  if (subCategories === undefined) {
    return (
      <div className={cn(listVariants({ layout, loading: true }), className)}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} rounded="full" className="h-9 w-28 shrink-0" />
        ))}
      </div>
    );
  }
  if (subCategories.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul
        ref={rowRef}
        onScroll={onScroll}
        className={cn(
          listVariants({ layout }),
          moreBefore && moreAfter
            ? fadeClass.both
            : moreBefore
              ? fadeClass[rtl ? "right" : "left"]
              : moreAfter && fadeClass[rtl ? "left" : "right"],
          layout === "side" && "lg:[mask-image:none]",
        )}
      >
        {subCategories.map((subCategory) => {
          const current = subCategory.id === currentId;
          return (
            <li key={subCategory.id} className="shrink-0">
              <Link
                href={hrefOf(subCategory.id)}
                aria-current={current ? "page" : undefined}
                className={linkVariants({ layout, current })}
              >
                {localCategoryName(subCategory.name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
