import { ShowcaseSectionSkeleton } from "../ShowcaseSection/ShowcaseSection";
import { Skeleton } from "../ui/Skeleton";
import { searchLandingText as text } from "./SearchLanding.text";

const TILES = 6;

/** The landing's shape while its sections load: new-find tiles, then a carousel. */
export function SearchLandingSkeleton() {
  return (
    <div role="status" data-testid="search-landing-skeleton" className="flex flex-col gap-8">
      <span className="sr-only">{text.loading}</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: TILES }, (_, index) => (
            <Skeleton key={index} rounded="xl" className="aspect-[4/5] w-full" />
          ))}
        </div>
      </div>
      <ShowcaseSectionSkeleton />
    </div>
  );
}
