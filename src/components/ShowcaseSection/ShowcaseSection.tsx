import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { ProductCarousel } from "../ProductCarousel/ProductCarousel";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import { Skeleton } from "../ui/Skeleton";
import { useNearViewport } from "../ui/useNearViewport";

export interface ShowcaseSectionProps {
  /** The sub-category shown; 'See All' leads to its products. */
  id: number;
  name: string;
  /** The product cards, one per slide. */
  children: ReactNode;
  /**
   * Draws the cards only once the section nears the screen (a placeholder row of the same height
   * until then), so a long home page renders and hydrates only what is in view first.
   */
  deferCards?: boolean;
  className?: string;
}

/** A sub-category's name, its 'See All' link and a carousel of its products (docs/product.md § Home). */
export function ShowcaseSection({
  id,
  name,
  children,
  deferCards = false,
  className,
}: ShowcaseSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const showCards = useNearViewport(sectionRef, deferCards);
  // The carousel is the region named after the sub-category; a second landmark of the same name
  // around it would repeat it, so the section stays unnamed and the heading leads into it.
  return (
    <section ref={sectionRef} className={cn("flex flex-col gap-4", className)}>
      <SectionHeader title={name} seeAllHref={paths.categoryProducts(id)} />
      <ProductCarousel
        label={name}
        placeholder={showCards ? undefined : <CardRowPlaceholder pulse={false} />}
      >
        {children}
      </ProductCarousel>
    </section>
  );
}

/**
 * A row of card-shaped boxes: the height the carousel takes once drawn. Still (`pulse={false}`)
 * where it stands for cards drawn once it nears the screen, which are not loading.
 */
export function CardRowPlaceholder({ pulse = true }: { pulse?: boolean }) {
  return (
    <div aria-hidden data-testid="card-row-placeholder" className="-ms-3 flex overflow-hidden">
      {Array.from({ length: 5 }, (_, index) => (
        <div
          key={index}
          className="shrink-0 grow-0 basis-1/2 ps-3 min-[481px]:basis-1/3 min-[1025px]:basis-1/5"
        >
          <Skeleton rounded="xl" pulse={pulse} className="aspect-[3/5] w-full" />
        </div>
      ))}
    </div>
  );
}

/** A showcase's shape while the home page loads: a heading and a row of cards. */
export function ShowcaseSectionSkeleton({ className }: { className?: string }) {
  return (
    <div data-testid="showcase-skeleton" className={cn("flex flex-col gap-4", className)}>
      <Skeleton className="h-6 w-40" />
      <CardRowPlaceholder />
    </div>
  );
}
