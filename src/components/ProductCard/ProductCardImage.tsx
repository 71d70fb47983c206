import { ImageOff } from "lucide-react";
import { createContext, useContext, useState, type ImgHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { productCardText as text } from "./ProductCard.text";

export interface ProductCardImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "onError"
> {
  src: string | null | undefined;
  name: string;
}

/**
 * How soon the photos inside load: lazily (the default), or at once for the cards a list shows
 * first, which are usually the largest thing on the first screen; "first" also asks for them ahead
 * of other images.
 */
export type ProductImageLoading = "lazy" | "eager" | "first";

const ProductImageLoadingContext = createContext<ProductImageLoading>("lazy");

export const ProductImageLoadingProvider = ProductImageLoadingContext.Provider;

/**
 * The product photo, or a placeholder when there is none or it fails to load. Lazy by default;
 * the other image attributes (alt, loading, style) pass through for the product page's gallery.
 */
export function ProductCardImage({ src, name, className, ...imageProps }: ProductCardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loading = useContext(ProductImageLoadingContext);

  if (!src || failedSrc === src) return <ProductImagePlaceholder name={name} />;
  return (
    <img
      alt={text.imageAlt(name)}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "first" ? "high" : undefined}
      decoding="async"
      {...imageProps}
      src={src}
      onError={() => setFailedSrc(src)}
      className={cn("size-full object-contain", className)}
    />
  );
}

/** What stands in for a missing or broken product photo. */
export function ProductImagePlaceholder({ name, className }: { name: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={text.placeholderLabel(name)}
      data-testid="product-image-placeholder"
      className={cn("grid size-full place-items-center bg-gray-100 text-gray-500", className)}
    >
      <ImageOff aria-hidden className="size-10" />
    </div>
  );
}
