import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { sectionHeaderText as text } from "./SectionHeader.text";

export interface SectionHeaderProps {
  title: string;
  /** The id the section's aria-labelledby points at. */
  titleId?: string;
  /** Where 'See All' leads; no link without it. */
  seeAllHref?: string;
  className?: string;
}

/** A section's heading with its 'See All' link (home showcases, search landing, similar products). */
export function SectionHeader({ title, titleId, seeAllHref, className }: SectionHeaderProps) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {seeAllHref ? (
        // The visible words stay in the name; the title tells one 'See All' from the next.
        <Link
          href={seeAllHref}
          aria-label={text.seeAllLabel(title)}
          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
        >
          {text.seeAll}
        </Link>
      ) : null}
    </div>
  );
}
