import { PackageSearch } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { productNotFoundText as text } from "./ProductNotFound.text";

export interface ProductNotFoundProps {
  homeHref: string;
}

/** What the product page shows when the product does not exist. */
export function ProductNotFound({ homeHref }: ProductNotFoundProps) {
  return (
    <section
      aria-labelledby="product-not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <PackageSearch aria-hidden className="size-12 text-gray-500" />
      <h1 id="product-not-found-title" className="text-xl font-semibold">
        {text.title}
      </h1>
      <Button asChild>
        <Link href={homeHref}>{text.home}</Link>
      </Button>
    </section>
  );
}
