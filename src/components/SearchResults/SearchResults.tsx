import type { Tag } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductListing, type ProductListingProps } from "../ProductListing/ProductListing";
import { TagSuggestions } from "../TagSuggestions/TagSuggestions";
import { searchResultsText as text } from "./SearchResults.text";

export interface SearchResultsProps extends Omit<ProductListingProps, "label" | "emptyHint"> {
  /** The trimmed search text. */
  query: string;
  /** Tags related to the query. */
  tags: readonly Tag[];
  /** Where a tag chip leads. */
  searchHref: (name: string) => string;
  onTagSelect: (tag: Tag) => void;
}

/** The search page with a query: heading, tag chips, then the filtered, sorted, paged products. */
export function SearchResults({
  query,
  tags,
  searchHref,
  onTagSelect,
  className,
  ...listing
}: SearchResultsProps) {
  const sameName = query.toLowerCase();
  // A chip that repeats the search would lead back to this very page.
  const otherTags = tags.filter((tag) => tag.name.toLowerCase() !== sameName);
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <h1 className="text-2xl font-semibold break-words">{text.title(query)}</h1>
      <TagSuggestions tags={otherTags} searchHref={searchHref} onSelect={onTagSelect} />
      <ProductListing {...listing} label={text.gridLabel(query)} emptyHint={text.emptyHint} />
    </div>
  );
}
