import { useState, type PointerEvent } from "react";
import { ProductCardImage } from "../ProductCard/ProductCardImage";
import { productGalleryText as text } from "./ProductGallery.text";

/** docs/product.md § Constants and limits. */
export const ZOOM_SCALE = 1.5;

export interface ProductGalleryZoomProps {
  name: string;
  src: string;
  alt: string;
}

interface Zoom {
  /** Where the pointer is, in percent of the image's box: the point that stays put. */
  originX: number;
  originY: number;
}

/** The selected image; rolling a mouse or pen over it magnifies the part under the pointer. */
export function ProductGalleryZoom({ name, src, alt }: ProductGalleryZoomProps) {
  const [zoom, setZoom] = useState<Zoom | null>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    // A finger has no hover, and zooming under it would only hide what it touches.
    if (event.pointerType === "touch") return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setZoom({
      originX: clampPercent(((event.clientX - box.left) / box.width) * 100),
      originY: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        data-testid="product-gallery-zoom"
        onPointerMove={follow}
        onPointerLeave={() => setZoom(null)}
        className="aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl border border-gray-200 bg-white"
      >
        <ProductCardImage
          src={src}
          name={name}
          alt={alt}
          // The image at the top of the page: load it at once.
          loading="eager"
          draggable={false}
          className="transition-transform duration-100 ease-out"
          style={
            zoom
              ? {
                  transform: `scale(${ZOOM_SCALE})`,
                  transformOrigin: `${zoom.originX}% ${zoom.originY}%`,
                }
              : undefined
          }
        />
      </div>
      <p className="text-center text-sm text-gray-600">{text.zoomHint}</p>
    </div>
  );
}

function clampPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}
