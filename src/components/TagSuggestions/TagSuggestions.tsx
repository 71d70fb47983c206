import { Tag as TagIcon } from "lucide-react";
import type { Tag } from "@/api/types";
import { cn } from "@/lib/cn";
import { ChipLink } from "../ui/ChipLink";
import { tagSuggestionsText as text } from "./TagSuggestions.text";

export interface TagSuggestionsProps {
  tags: readonly Tag[];
  /** Where a chip leads: the search for the tag's name. */
  searchHref: (name: string) => string;
  /** Raised as the shopper follows a chip, before the link navigates. */
  onSelect: (tag: Tag) => void;
  className?: string;
}

/** Tags related to the search, as chips that search for the tag; nothing when there are none. */
export function TagSuggestions({ tags, searchHref, onSelect, className }: TagSuggestionsProps) {
  if (tags.length === 0) return null;
  return (
    <ul
      aria-label={text.label}
      className={cn("flex gap-2 overflow-x-auto p-1 sm:flex-wrap", className)}
    >
      {tags.map((tag) => (
        <li key={tag.uuid} className="shrink-0">
          <ChipLink
            href={searchHref(tag.name)}
            onClick={() => onSelect(tag)}
            imageUrl={tag.fileResponse?.fullUrl}
            icon={<TagIcon aria-hidden className="ms-1 size-4 text-gray-500" />}
          >
            {tag.name}
          </ChipLink>
        </li>
      ))}
    </ul>
  );
}
