import { useState } from "react";
import type { FileResponse, Product } from "@/api/types";
import { cn } from "@/lib/cn";
import { ProductImagePlaceholder } from "../ProductCard/ProductCardImage";
import { productGalleryText as text } from "./ProductGallery.text";
import { ProductGallerySlider } from "./ProductGallerySlider";
import { ProductGalleryThumbnails } from "./ProductGalleryThumbnails";
import { ProductGalleryZoom } from "./ProductGalleryZoom";

/** The product's gallery: its images, else its main image alone, else nothing (a placeholder). */
export function galleryImagesOf(
  product: Pick<Product, "fileResponse" | "fileResponses">,
): FileResponse[] {
  if (product.fileResponses.length > 0) return product.fileResponses;
  return product.fileResponse ? [product.fileResponse] : [];
}

export interface ProductGalleryProps {
  /** The product's name, for the images' text alternatives. */
  name: string;
  images: readonly FileResponse[];
  className?: string;
}

/**
 * docs/product.md § Product detail and § Constants and limits: from `md` up, the selected image with hover zoom (scale 1.5) and
 * thumbnails to pick another; below `md`, a looping slider of one image per view with dots.
 */
export function ProductGallery({ name, images, className }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];

  if (!current) {
    return (
      <div className={cn("aspect-square w-full overflow-hidden rounded-xl", className)}>
        <ProductImagePlaceholder name={name} />
      </div>
    );
  }

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="hidden flex-col gap-3 md:flex">
        <ProductGalleryZoom
          // A new image starts unzoomed and with a fresh chance to load.
          key={current.fullUrl}
          name={name}
          src={current.fullUrl}
          alt={textAlt(name, selected, images.length)}
        />
        <ProductGalleryThumbnails
          name={name}
          images={images}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
      <ProductGallerySlider
        name={name}
        images={images}
        selected={selected}
        onSelect={setSelected}
        altOf={(index) => textAlt(name, index, images.length)}
        className="md:hidden"
      />
    </div>
  );
}

/** `index` counts from 0; the words count from 1. */
function textAlt(name: string, index: number, count: number): string {
  return text.imageAlt(name, index + 1, count);
}
