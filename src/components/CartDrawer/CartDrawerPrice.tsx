import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { cartDrawerText as text } from "./CartDrawer.text";

export interface CartDrawerPriceProps {
  formatted: string;
  /** Struck through beside `formatted` when it differs (a discount). */
  formattedOriginal: string;
  /** The server has not answered a change yet: these are its previous figures, marked as such. */
  updating?: boolean;
  className?: string;
}

/** Money exactly as the server formatted it; the drawer never prices anything itself. */
export function CartDrawerPrice({
  formatted,
  formattedOriginal,
  updating = false,
  className,
}: CartDrawerPriceProps) {
  return (
    <p aria-busy={updating} className={cn("flex flex-col leading-tight", className)}>
      <span
        className={cn(
          "inline-flex items-center gap-1 text-sm font-semibold",
          updating && "text-gray-600",
        )}
      >
        <bdi dir="ltr">{formatted}</bdi>
        {updating ? <UpdatingMark /> : null}
      </span>
      {formattedOriginal !== formatted ? (
        <s className="text-xs text-gray-600">
          <span className="sr-only">{text.originalTotal} </span>
          <bdi dir="ltr">{formattedOriginal}</bdi>
        </s>
      ) : null}
    </p>
  );
}

/** A spinner for the eye and a word for screen readers: this figure is about to change. */
export function UpdatingMark() {
  return (
    <>
      <LoaderCircle aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{text.updating}</span>
    </>
  );
}
