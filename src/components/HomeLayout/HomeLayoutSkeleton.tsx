import { CategoryTileGridSkeleton } from "../CategoryTile/CategoryTileGrid";
import { PromotionBannersSkeleton } from "../PromotionBanners/PromotionBanners";
import { ShowcaseSectionSkeleton } from "../ShowcaseSection/ShowcaseSection";
import { Skeleton } from "../ui/Skeleton";
import { homeLayoutText as text } from "./HomeLayout.text";

/** The home page's shape while it loads: banners, the category grid and a carousel. */
export function HomeLayoutSkeleton() {
  return (
    <div data-testid="home-skeleton" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <PromotionBannersSkeleton />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-40" />
        <CategoryTileGridSkeleton />
      </div>
      <ShowcaseSectionSkeleton />
    </div>
  );
}
