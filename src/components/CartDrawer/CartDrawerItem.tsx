import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { ProductSummary } from "@/api/types";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { Link } from "../ui/Link";

export interface CartDrawerItemProps {
  product: ProductSummary;
  /** Names the item for focus moves in the drawer ("line:12", "saved:12"). */
  focusKey: string;
  /** A cart line's image is larger than a saved item's. */
  imageSize: "md" | "sm";
  /** The remove icon's accessible name ("Remove Toor Dal 4 lb"). */
  removeLabel: string;
  onRemove: () => void;
  /** The image or name was clicked: the drawer closes as product detail opens. */
  onNavigate: () => void;
  /** The rest of the item; it gets the name's id so its buttons can say which product they act on. */
  children: (nameId: string) => ReactNode;
}

/**
 * What a cart line and a saved item share (docs/product.md § Cart drawer): the image (a placeholder
 * when it fails) and the name, both opening product detail, and the remove icon.
 */
export function CartDrawerItem({
  product,
  focusKey,
  imageSize,
  removeLabel,
  onRemove,
  onNavigate,
  children,
}: CartDrawerItemProps) {
  const nameId = useId();
  const href = paths.productDetail(product.id);
  return (
    <article
      aria-labelledby={nameId}
      data-focus-key={focusKey}
      className={cn("flex gap-3", imageSize === "md" ? "py-4" : "py-3")}
    >
      <Link
        href={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden
        className={cn(
          "shrink-0 overflow-hidden rounded-lg border border-gray-200",
          imageSize === "md" ? "size-16" : "size-12",
        )}
      >
        <ProductCardImage src={product.fileResponse?.fullUrl} name={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h4 id={nameId} className="line-clamp-2 flex-1 text-sm font-medium">
            <Link href={href} onClick={onNavigate} className="hover:underline">
              {product.name}
            </Link>
          </h4>
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="-mt-1 -me-1 grid size-8 shrink-0 place-items-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-danger-700"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
        {children(nameId)}
      </div>
    </article>
  );
}
