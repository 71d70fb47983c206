import { PackageSearch } from "lucide-react";
import { productListingText as text } from "./ProductListing.text";

/** 'No Products Found' with what the shopper could try instead. */
export function ProductListingEmpty({ hint }: { hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center">
      <PackageSearch aria-hidden className="size-12 text-gray-400" />
      <h2 className="text-lg font-semibold">{text.noProducts}</h2>
      {hint ? <p className="text-sm text-gray-600">{hint}</p> : null}
    </div>
  );
}
