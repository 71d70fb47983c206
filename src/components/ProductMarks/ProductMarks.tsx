import { TriangleAlert } from "lucide-react";
import type { ProductMark } from "@/api/types";
import { cn } from "@/lib/cn";
import { productMarksText as text } from "./ProductMarks.text";

type DietMark = "VEGETARIAN" | "NON_VEGETARIAN";

const CLAIMS: readonly ProductMark[] = ["HALAL", "VEGAN", "JAIN", "GLUTEN_FREE"];
const ALLERGENS: readonly ProductMark[] = ["CONTAINS_NUTS", "CONTAINS_DAIRY", "CONTAINS_GLUTEN"];

export interface ProductMarksProps {
  /** The product's marks, in the contract's order. */
  marks: readonly ProductMark[];
  /**
   * "compact" on cards: the veg or non-veg symbol and the claims; "full" on the product page: the
   * symbol with its word, the claims, and the allergens.
   */
  variant?: "compact" | "full";
  className?: string;
}

/**
 * docs/catalogue-marks.md: what a product's pack says. The veg and non-veg marks keep the FSSAI
 * shape and colour a shopper from India knows at a glance (a green square with a green dot, a
 * brown square with a brown triangle), with their word for screen readers; claims (halal, vegan,
 * Jain, gluten-free) are short labels; allergens are shown on the product page only.
 */
export function ProductMarks({ marks, variant = "compact", className }: ProductMarksProps) {
  const diet = marks.find(
    (mark): mark is DietMark => mark === "VEGETARIAN" || mark === "NON_VEGETARIAN",
  );
  const claims = marks.filter((mark) => CLAIMS.includes(mark));
  const allergens = marks.filter((mark) => ALLERGENS.includes(mark));
  if (!diet && claims.length === 0 && (variant === "compact" || allergens.length === 0))
    return null;
  const full = variant === "full";

  if (!full) {
    // On a card: one line, no list (a card already sits in its grid's list, whose items a list of
    // marks would be mistaken for). Inline-size containment keeps the claims from widening the
    // card, and a grid of cards, to their full length: the line is cut with "…" instead.
    return (
      <p
        className={cn(
          "flex items-center gap-1.5 text-[11px] leading-4 font-medium text-brand-800 [contain:inline-size]",
          className,
        )}
      >
        {diet ? <DietSymbol mark={diet} size="sm" /> : null}
        {claims.length > 0 ? (
          <span className="min-w-0 truncate">
            {claims.map((mark) => text.marks[mark]).join(text.separator)}
          </span>
        ) : null}
      </p>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <ul aria-label={text.label} className="flex flex-wrap items-center gap-2">
        {diet ? (
          <li className="flex shrink-0 items-center gap-1.5">
            <DietSymbol mark={diet} size="md" labelled={false} />
            <span className="text-sm font-medium">{text.marks[diet]}</span>
          </li>
        ) : null}
        {claims.map((mark) => (
          <li
            key={mark}
            className="rounded border border-brand-700 px-2 py-0.5 text-sm font-medium text-brand-800"
          >
            {text.marks[mark]}
          </li>
        ))}
      </ul>
      {allergens.length > 0 ? (
        <ul aria-label={text.allergens} className="flex flex-wrap items-center gap-2">
          {allergens.map((mark) => (
            <li
              key={mark}
              className="flex items-center gap-1 rounded bg-warning-100 px-2 py-0.5 text-sm font-medium text-warning-700"
            >
              <TriangleAlert aria-hidden className="size-3.5" />
              {text.marks[mark]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The FSSAI colours: a green and a brown, each well above 3:1 on white. */
const DIET_COLOURS: Record<DietMark, string> = {
  VEGETARIAN: "#0f7a2e",
  NON_VEGETARIAN: "#7b3f12",
};

/**
 * The FSSAI symbol: a square outline of the colour with a filled circle (veg) or an upward
 * triangle (non-veg) inside. `labelled` gives it its word as an image; otherwise the word is
 * shown beside it and the drawing is hidden.
 */
export function DietSymbol({
  mark,
  size = "sm",
  labelled = true,
}: {
  mark: DietMark;
  size?: "sm" | "md";
  labelled?: boolean;
}) {
  const colour = DIET_COLOURS[mark];
  return (
    <svg
      viewBox="0 0 16 16"
      className={cn("shrink-0", size === "sm" ? "size-3.5" : "size-5")}
      {...(labelled ? { role: "img", "aria-label": text.marks[mark] } : { "aria-hidden": true })}
      data-mark={mark}
    >
      <rect
        x="1"
        y="1"
        width="14"
        height="14"
        rx="1.5"
        fill="white"
        stroke={colour}
        strokeWidth="1.6"
      />
      {mark === "VEGETARIAN" ? (
        <circle cx="8" cy="8" r="3.6" fill={colour} />
      ) : (
        <path d="M8 4.2 L12 11.4 L4 11.4 Z" fill={colour} />
      )}
    </svg>
  );
}
