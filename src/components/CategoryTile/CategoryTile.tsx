import { cn } from "@/lib/cn";
import { Link } from "../ui/Link";
import { CategoryTileImage } from "./CategoryTileImage";

export interface CategoryTileProps {
  name: string;
  /** The category's picture; a placeholder stands in when it is missing. */
  imageUrl: string | null | undefined;
  /** Where the tile leads: the category's products. */
  href: string;
  className?: string;
}

/** A sub-category as a picture and its name, linking to its products (Home and All categories). */
export function CategoryTile({ name, imageUrl, href, className }: CategoryTileProps) {
  return (
    <Link
      href={href}
      className={cn(
        "group flex h-full flex-col items-center gap-2 rounded-xl p-1 text-center",
        className,
      )}
    >
      <span className="block aspect-square w-full overflow-hidden rounded-xl bg-gray-100 transition-shadow group-hover:shadow-md">
        <CategoryTileImage src={imageUrl} />
      </span>
      <span className="line-clamp-2 text-sm font-medium group-hover:underline">{name}</span>
    </Link>
  );
}
