import { formatCents } from "../../lib/money";

/** What a banner promotes, as the picture needs it: a product (with its prices) or a category. */
export type BannerSubject =
  | { kind: "PRODUCT"; name: string; priceCents: number; originalPriceCents: number }
  | { kind: "CATEGORY"; name: string };

const CATEGORY_SUBLINES = [
  "Fresh stock, delivered to your door",
  "Stock up on the taste of home",
  "Top picks at everyday low prices",
  "Delivered in as little as two hours",
];

/** The headline and line of offer a banner's picture draws; its id picks a category's line. */
export function bannerWords(
  bannerId: number,
  subject: BannerSubject,
): { headline: string; subline: string } {
  if (subject.kind === "PRODUCT") {
    const { name, priceCents, originalPriceCents } = subject;
    return {
      headline: name,
      subline:
        priceCents < originalPriceCents
          ? `Now ${formatCents(priceCents)}, was ${formatCents(originalPriceCents)}`
          : `Just ${formatCents(priceCents)}, delivered to your door`,
    };
  }
  return {
    headline: subject.name,
    subline: CATEGORY_SUBLINES[bannerId % CATEGORY_SUBLINES.length] ?? "",
  };
}

/**
 * The banner's words as one description: what the picture says, so it is its alternative text
 * (the contract's PromotionBanner.description) and the picture's own title alike.
 */
export function bannerDescription(bannerId: number, subject: BannerSubject): string {
  const { headline, subline } = bannerWords(bannerId, subject);
  return `${headline}. ${subline}`;
}
