import { Filter } from "lucide-react";
import type { DietFilter } from "@/api/types";
import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { shoppingPreferenceNoticeText as text } from "./ShoppingPreferenceNotice.text";

export interface ShoppingPreferenceNoticeProps {
  /** The customer's "always show only" marks; nothing is shown when there are none. */
  onlyShow: readonly DietFilter[];
  /** The Settings page, where the preference is changed. */
  settingsHref: string;
  className?: string;
}

/**
 * Says, over home, listings and search, that the customer's preference narrows what they see,
 * so a product missing from a list is not a mystery; the link goes where it is changed.
 */
export function ShoppingPreferenceNotice({
  onlyShow,
  settingsHref,
  className,
}: ShoppingPreferenceNoticeProps) {
  if (onlyShow.length === 0) return null;
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 self-start rounded-full bg-brand-50 px-3 py-1.5 text-sm text-brand-800",
        className,
      )}
    >
      <Filter aria-hidden className="size-4 shrink-0" />
      <span className="font-medium">{text.showingOnly(onlyShow)}</span>
      <Link href={settingsHref} className="font-semibold underline underline-offset-2">
        {text.change}
      </Link>
    </p>
  );
}
