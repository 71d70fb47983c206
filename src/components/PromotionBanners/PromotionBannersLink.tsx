import type { PromotionBanner } from "@/api/types";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { promotionBannerHref } from "./promotionBannerHref";
import { promotionBannersText as text } from "./PromotionBanners.text";

/** Banners are drawn 1200 × 400; the box keeps that shape before the picture arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface PromotionBannersLinkProps {
  banner: PromotionBanner;
  /** 1 for the top banner; names the link ('Offer 2: …'). */
  position: number;
  /** The top banner is the first thing on the page, so it loads at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** One banner: its picture as a link to the product or category it promotes. */
export function PromotionBannersLink({
  banner,
  position,
  priority = false,
  className,
}: PromotionBannersLinkProps) {
  return (
    <Link
      href={promotionBannerHref(banner)}
      className={cn("block aspect-[3/1] overflow-hidden rounded-xl bg-gray-100", className)}
    >
      <img
        src={banner.fileResponse.fullUrl}
        alt={text.bannerLabel(banner.promotionBannerType, position)}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        className="size-full object-cover"
      />
    </Link>
  );
}
