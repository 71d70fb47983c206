import { Globe } from "lucide-react";
import { cn } from "@/lib/cn";

/** An ethnicity's flag or badge; decorative, since its name is always written beside it. */
export function EthnicityDropdownIcon({
  src,
  className,
}: {
  src: string | null | undefined;
  className?: string;
}) {
  if (!src) return <Globe aria-hidden className={cn("size-5 shrink-0 text-gray-600", className)} />;
  return (
    <img
      src={src}
      alt=""
      aria-hidden
      width={20}
      height={20}
      decoding="async"
      className={cn("size-5 shrink-0 rounded-full object-cover", className)}
    />
  );
}
