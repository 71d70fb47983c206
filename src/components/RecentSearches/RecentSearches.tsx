import { History } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import type { RecentSearch } from "@/lib/storedTypes";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
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
            <Link
              href={searchHref(search.name)}
              className="flex h-9 items-center gap-2 rounded-full border border-gray-300 bg-white pr-4 pl-1.5 text-sm hover:border-brand-700 hover:bg-brand-50"
            >
              {search.fileResponse?.fullUrl ? (
                <img
                  src={search.fileResponse.fullUrl}
                  alt=""
                  loading="lazy"
                  className="size-6 rounded-full object-cover"
                />
              ) : (
                <History aria-hidden className="ml-1 size-4 text-gray-500" />
              )}
              {search.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
