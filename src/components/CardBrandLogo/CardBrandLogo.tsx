import { CreditCard } from "lucide-react";
import { cn } from "@/lib/cn";
import { cardBrandName } from "./CardBrandLogo.text";

/** The brands of docs/product.md § Constants and limits; anything else shows the generic card. */
type KnownBrand = "visa" | "mastercard" | "amex" | "discover" | "jcb" | "diners";

const BADGES: Readonly<Record<KnownBrand, { background: string; color: string; mark: string }>> = {
  visa: { background: "#1a1f71", color: "#ffffff", mark: "VISA" },
  mastercard: { background: "#111111", color: "#ffffff", mark: "MC" },
  amex: { background: "#2e77bc", color: "#ffffff", mark: "AMEX" },
  discover: { background: "#ffffff", color: "#e55c20", mark: "DISC" },
  jcb: { background: "#0b4ea2", color: "#ffffff", mark: "JCB" },
  diners: { background: "#0079be", color: "#ffffff", mark: "DC" },
};

function knownBrand(brand: string): KnownBrand | null {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  if (key === "americanexpress") return "amex";
  if (key === "dinersclub") return "diners";
  return Object.hasOwn(BADGES, key) ? (key as KnownBrand) : null;
}

export interface CardBrandLogoProps {
  /** The brand as the payment provider spells it ("visa", "mastercard", "amex", …). */
  brand: string;
  /** `lg` beside an order's payment, `md` in a list of cards and in a card field. */
  size?: keyof typeof sizes;
  className?: string;
}

const sizes = { md: "h-6 w-9", lg: "h-8 w-12" } as const;

/**
 * A card network's badge, drawn (no image request). Named for screen readers by the brand; the
 * Mastercard badge keeps its two circles so it reads at a glance.
 */
export function CardBrandLogo({ brand, size = "md", className }: CardBrandLogoProps) {
  const known = knownBrand(brand);
  const label = cardBrandName(known ?? "unknown");
  if (!known) {
    return (
      <span
        role="img"
        aria-label={label}
        data-brand="unknown"
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded border border-gray-300 bg-gray-50 text-gray-600",
          sizes[size],
          className,
        )}
      >
        <CreditCard aria-hidden className="size-4" />
      </span>
    );
  }
  const badge = BADGES[known];
  return (
    <svg
      role="img"
      aria-label={label}
      data-brand={known}
      viewBox="0 0 36 24"
      className={cn("shrink-0", sizes[size], className)}
    >
      <rect
        x="0.5"
        y="0.5"
        width="35"
        height="23"
        rx="3"
        fill={badge.background}
        stroke="#d1d5db"
      />
      {known === "mastercard" ? (
        <>
          <circle cx="14.5" cy="12" r="6" fill="#eb001b" />
          <circle cx="21.5" cy="12" r="6" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text
          x="18"
          y="15.5"
          textAnchor="middle"
          fontSize={badge.mark.length > 3 ? 8.5 : 10}
          fontWeight="700"
          fontFamily="Arial, sans-serif"
          fill={badge.color}
        >
          {badge.mark}
        </text>
      )}
    </svg>
  );
}
