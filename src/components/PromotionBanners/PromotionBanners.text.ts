import type { PromotionBanner } from "@/api/types";

/**
 * The banners' words, shared with their stories. The API gives a banner only a picture (its words
 * are drawn in it) and where it leads, so each link is named after its place and destination.
 */
export const promotionBannersText = {
  label: "Offers",
  bannerLabel: (type: PromotionBanner["promotionBannerType"], position: number) =>
    type === "PRODUCT"
      ? `Offer ${position}: view the product`
      : `Offer ${position}: shop the category`,
};
