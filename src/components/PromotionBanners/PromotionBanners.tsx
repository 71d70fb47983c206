import type { PromotionBanner } from "@/api/types";
import { cn } from "@/lib/cn";
import { Skeleton } from "../ui/Skeleton";
import { promotionBannersText as text } from "./PromotionBanners.text";
import { PromotionBannersLink } from "./PromotionBannersLink";

/** docs/product.md § Home: up to three smaller banners follow the top one on large screens. */
export const SMALL_BANNER_LIMIT = 3;

export interface PromotionBannersProps {
  /** The first is the top banner; the next three are the smaller ones. */
  banners: readonly PromotionBanner[];
  className?: string;
}

/** The home page's top promotion banner, and up to three smaller ones on large screens. */
export function PromotionBanners({ banners, className }: PromotionBannersProps) {
  const [top, ...others] = banners;
  if (!top) return null;
  const small = others.slice(0, SMALL_BANNER_LIMIT);

  return (
    <section aria-label={text.label} className={cn("flex flex-col gap-4", className)}>
      <PromotionBannersLink banner={top} priority />
      {small.length > 0 ? (
        <ul className="hidden grid-cols-3 gap-4 lg:grid">
          {small.map((banner, index) => (
            <li key={`${banner.promotionBannerType}-${banner.entityId}-${index}`}>
              <PromotionBannersLink banner={banner} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The banners' shape while the home page loads. */
export function PromotionBannersSkeleton({ className }: { className?: string }) {
  return (
    <div data-testid="banner-skeleton" className={cn("flex flex-col gap-4", className)}>
      <Skeleton rounded="xl" className="aspect-[3/1] w-full" />
      <div className="hidden grid-cols-3 gap-4 lg:grid">
        {Array.from({ length: SMALL_BANNER_LIMIT }, (_, index) => (
          <Skeleton key={index} rounded="xl" className="aspect-[3/1] w-full" />
        ))}
      </div>
    </div>
  );
}
