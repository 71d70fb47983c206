import type { PromotionBanner } from "@/api/types";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { promotionBannerHref } from "./promotionBannerHref";

/** Banners are drawn 1200 × 400; the box keeps that shape before the picture arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface PromotionBannersLinkProps {
  /** Its description (the words its picture draws) is the picture's text and the link's name. */
  banner: PromotionBanner;
  /** The top banner is the first thing on the page, so it loads at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** One banner: its picture as a link to the product or category it promotes. */
export function PromotionBannersLink({
  banner,
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
        alt={banner.description}
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
