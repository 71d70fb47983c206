import { ShoppingBasket } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { Skeleton } from "../ui/Skeleton";
import { checkoutPageText as text } from "./CheckoutPage.text";

/** The page's shape while the cart loads. */
export function CheckoutSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{text.title}</h1>
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          {["h-32", "h-28", "h-48", "h-56", "h-64"].map((height, index) => (
            <div key={index} className="rounded-xl border border-gray-200 bg-white p-5">
              <Skeleton className="mb-4 h-7 w-48" />
              <Skeleton className={`${height} w-full`} />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton rounded="xl" className="h-32" />
          <Skeleton rounded="xl" className="h-40" />
          <Skeleton rounded="xl" className="h-80" />
        </div>
      </div>
    </div>
  );
}

/** Nothing to check out: say so before any call, and offer the way back to shopping. */
export function CheckoutEmptyCart({ homeHref }: { homeHref: string }) {
  return (
    <section
      aria-labelledby="checkout-empty-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="sr-only">{text.title}</h1>
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBasket aria-hidden className="size-10" />
      </span>
      <h2 id="checkout-empty-title" className="text-xl font-semibold text-gray-900">
        {text.emptyTitle}
      </h2>
      <p className="text-gray-600">{text.emptyBody}</p>
      <Button asChild size="lg">
        <Link href={homeHref}>{text.continueShopping}</Link>
      </Button>
    </section>
  );
}
