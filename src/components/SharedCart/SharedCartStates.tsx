import { PackageSearch } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { Skeleton } from "../ui/Skeleton";
import { sharedCartText as text } from "./SharedCart.text";

/** The page's shape while the share loads; the heading is there at once. */
export function SharedCartSkeleton() {
  return (
    <section aria-busy aria-labelledby="shared-cart-title" className="flex flex-col gap-4">
      <h1 id="shared-cart-title" className="text-2xl font-semibold">
        {text.title}
      </h1>
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <Skeleton className="h-5 w-64" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3 py-2">
          <Skeleton className="size-16 sm:size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </section>
  );
}

/** An unknown or expired link: the server does not say which, and neither do we. */
export function SharedCartNotFound({ homeHref }: { homeHref: string }) {
  return (
    <section
      aria-labelledby="shared-cart-not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <PackageSearch aria-hidden className="size-12 text-gray-500" />
      <h1 id="shared-cart-not-found-title" className="text-xl font-semibold">
        {text.notFoundTitle}
      </h1>
      <p className="text-gray-600">{text.notFoundDescription}</p>
      <Button asChild>
        <Link href={homeHref}>{text.home}</Link>
      </Button>
    </section>
  );
}
