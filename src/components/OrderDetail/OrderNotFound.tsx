import { PackageSearch } from "lucide-react";
import { Button } from "../ui/Button";
import { Link } from "../ui/Link";
import { orderDetailText as text } from "./OrderDetail.text";

export interface OrderNotFoundProps {
  /** Where the shopper's orders are: /my-orders. */
  myOrdersHref: string;
}

/**
 * What the order page shows when the order cannot be loaded (docs/product.md § Messages and errors: the failure is
 * only logged), so the shopper has a way back to their orders.
 */
export function OrderNotFound({ myOrdersHref }: OrderNotFoundProps) {
  return (
    <section
      aria-labelledby="order-not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <PackageSearch aria-hidden className="size-12 text-gray-500" />
      <h1 id="order-not-found-title" className="text-xl font-semibold">
        {text.notFound}
      </h1>
      <p className="text-gray-600">{text.notFoundHint}</p>
      <Button asChild>
        <Link href={myOrdersHref}>{text.myOrders}</Link>
      </Button>
    </section>
  );
}
