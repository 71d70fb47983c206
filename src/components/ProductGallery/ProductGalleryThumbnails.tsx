import type { FileResponse } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { productGalleryText as text } from "./ProductGallery.text";

export interface ProductGalleryThumbnailsProps {
  name: string;
  images: readonly FileResponse[];
  /** Index of the image shown large. */
  selected: number;
  onSelect: (index: number) => void;
}

/** One button per image; the one shown large is marked current. Nothing for a single image. */
export function ProductGalleryThumbnails({
  name,
  images,
  selected,
  onSelect,
}: ProductGalleryThumbnailsProps) {
  if (images.length < 2) return null;
  return (
    <ul aria-label={text.thumbnails(name)} className="flex flex-wrap gap-2">
      {images.map((image, index) => (
        <li key={`${index}-${image.fullUrl}`}>
          <button
            type="button"
            aria-label={text.showImage(index + 1, images.length)}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => onSelect(index)}
            className={cn(
              "block size-16 overflow-hidden rounded-lg border-2 bg-white",
              index === selected ? "border-brand-700" : "border-gray-200 hover:border-gray-400",
            )}
          >
            <ProductCardImage src={image.fullUrl} name={name} alt="" />
          </button>
        </li>
      ))}
    </ul>
  );
}
