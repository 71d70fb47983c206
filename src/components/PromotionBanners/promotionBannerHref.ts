import type { PromotionBanner } from "@/api/types";
import { paths } from "@/lib/paths";

/** docs/product.md § Home: PRODUCT banners open the product, every other type its category. */
export function promotionBannerHref({
  promotionBannerType,
  entityId,
}: Pick<PromotionBanner, "promotionBannerType" | "entityId">): string {
  return promotionBannerType === "PRODUCT"
    ? paths.productDetail(entityId)
    : paths.categoryProducts(entityId);
}
