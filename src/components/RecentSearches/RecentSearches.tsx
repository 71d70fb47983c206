import { History } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import type { RecentSearch } from "@/lib/storedTypes";
import { Button } from "../ui/Button";
import { ChipLink } from "../ui/ChipLink";
import { recentSearchesText as text } from "./RecentSearches.text";

export interface RecentSearchesProps {
  /** Newest first. */
  searches: readonly RecentSearch[];
  /** Where a chip leads: the search for its name. */
  searchHref: (name: string) => string;
  onClear: () => void;
  className?: string;
}

/** The shopper's recent searches as chips, with 'Clear'; nothing at all when there are none. */
export function RecentSearches({ searches, searchHref, onClear, className }: RecentSearchesProps) {
  const titleId = useId();
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-3", className)}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {text.title}
        </h2>
        {/* The visible word leads the name, so voice control users can still say "Clear". */}
        <Button variant="ghost" size="sm" aria-label={text.clearLabel} onClick={onClear}>
          {text.clear}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {searches.map((search) => (
          <li key={search.name.toLowerCase()}>
            <ChipLink
              href={searchHref(search.name)}
              imageUrl={search.fileResponse?.fullUrl}
              icon={<History aria-hidden className="ms-1 size-4 text-gray-500" />}
            >
              {search.name}
            </ChipLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
