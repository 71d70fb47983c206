import { ImageOff } from "lucide-react";
import { useState } from "react";
import { productCardText as text } from "./ProductCard.text";

export interface ProductCardImageProps {
  src: string | null | undefined;
  name: string;
}

/** The product photo, or a placeholder when there is none or it fails to load. */
export function ProductCardImage({ src, name }: ProductCardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={text.placeholderLabel(name)}
        data-testid="product-image-placeholder"
        className="grid size-full place-items-center bg-gray-100 text-gray-500"
      >
        <ImageOff aria-hidden className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={text.imageAlt(name)}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="size-full object-contain"
    />
  );
}
