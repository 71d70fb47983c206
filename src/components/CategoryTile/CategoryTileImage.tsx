import { ImageOff } from "lucide-react";
import { useState } from "react";

export interface CategoryTileImageProps {
  src: string | null | undefined;
}

/**
 * The category's picture, or a placeholder when there is none or it fails to load. The tile's
 * name already names the link, so the picture is decorative for screen readers.
 */
export function CategoryTileImage({ src }: CategoryTileImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden
        data-testid="category-tile-placeholder"
        className="grid size-full place-items-center bg-gray-100 text-gray-500"
      >
        <ImageOff className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={200}
      height={200}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="size-full object-cover"
    />
  );
}
