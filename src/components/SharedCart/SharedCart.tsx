import { CircleCheck, ShoppingCart } from "lucide-react";
import { useId } from "react";
import type { CartShare } from "@/api/types";
import { Button } from "../ui/Button";
import { sharedCartText as text } from "./SharedCart.text";
import { SharedCartItem } from "./SharedCartItem";
import { SharedCartNotFound, SharedCartSkeleton } from "./SharedCartStates";

export type SharedCartState =
  { status: "loading" } | { status: "not-found" } | { status: "loaded"; share: CartShare };

/** What 'Add all to cart' did, as the server counted it. */
export interface SharedCartAdded {
  addedCount: number;
  skippedCount: number;
}

export interface SharedCartProps {
  state: SharedCartState;
  /** A session exists (guest or customer); without one there is no cart to add to. */
  canAdd: boolean;
  /** 'Add all to cart' awaits the server. */
  adding?: boolean;
  /** The last 'Add all to cart' that succeeded, or null before any. */
  added?: SharedCartAdded | null;
  onAddAll: () => void;
  /** The shopper wants to see their cart (the drawer). */
  onOpenCart: () => void;
  homeHref: string;
}

/** /shared-cart/{id}: the items someone shared, at today's prices, and 'Add all to cart'. */
export function SharedCart({
  state,
  canAdd,
  adding = false,
  added = null,
  onAddAll,
  onOpenCart,
  homeHref,
}: SharedCartProps) {
  if (state.status === "loading") return <SharedCartSkeleton />;
  if (state.status === "not-found") return <SharedCartNotFound homeHref={homeHref} />;
  return (
    <LoadedSharedCart
      share={state.share}
      canAdd={canAdd}
      adding={adding}
      added={added}
      onAddAll={onAddAll}
      onOpenCart={onOpenCart}
    />
  );
}

function LoadedSharedCart({
  share,
  canAdd,
  adding,
  added,
  onAddAll,
  onOpenCart,
}: Omit<SharedCartProps, "state" | "homeHref"> & { share: CartShare }) {
  const titleId = useId();
  const noteId = useId();
  const inStockCount = share.items.filter((item) => item.inStock === "IN_STOCK").length;
  const note = !canAdd
    ? text.needsSession
    : inStockCount === 0
      ? text.noneInStock
      : inStockCount < share.items.length
        ? text.someUnavailable
        : null;

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-semibold">
          {text.title}
        </h1>
        <p className="text-gray-600">{text.intro(share.items.length)}</p>
      </header>

      <ul aria-label={text.listLabel} className="divide-y divide-gray-200 border-y border-gray-200">
        {share.items.map((item) => (
          <li key={item.productId}>
            <SharedCartItem item={item} />
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-baseline justify-between gap-4 sm:justify-start">
          <span className="text-sm text-gray-700">{text.subTotal}</span>
          <span dir="ltr" className="text-lg font-semibold">
            {share.formattedSubTotal}
          </span>
        </p>
        <div className="flex flex-col gap-1 sm:items-end">
          <Button
            size="lg"
            onClick={onAddAll}
            disabled={!canAdd || inStockCount === 0 || adding}
            aria-describedby={note ? noteId : undefined}
          >
            <ShoppingCart aria-hidden className="size-5" />
            {adding ? text.adding : text.addAll}
          </Button>
          {note ? (
            <p id={noteId} className="text-sm text-gray-600">
              {note}
            </p>
          ) : null}
        </div>
      </div>

      {/* Always rendered, so screen readers announce the message when it appears. */}
      <div role="status">
        {added ? <AddedMessage added={added} onOpenCart={onOpenCart} /> : null}
      </div>
    </section>
  );
}

function AddedMessage({ added, onOpenCart }: { added: SharedCartAdded; onOpenCart: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-700 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-2">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">{text.added(added.addedCount)}</p>
          {added.skippedCount > 0 ? (
            <p className="text-sm text-gray-700">{text.skipped(added.skippedCount)}</p>
          ) : null}
        </div>
      </div>
      <Button variant="outline" onClick={onOpenCart}>
        {text.openCart}
      </Button>
    </div>
  );
}
