import { useId, useRef, type ReactNode } from "react";
import type { Cart, CartItem } from "@/api/types";
import { itemCount } from "@/lib/itemCount";
import { ShareButton } from "../ShareButton/ShareButton";
import { Sheet, SheetContent, SheetTitle } from "../ui/Sheet";
import { Skeleton } from "../ui/Skeleton";
import { useFocusHandOff } from "../ui/useFocusHandOff";
import { cartDrawerText as text } from "./CartDrawer.text";
import { CartDrawerFooter } from "./CartDrawerFooter";
import { cartDrawerFocusKey as focusKey, itemFollowControl, neighbourName } from "../ui/cartFocus";
import { CartDrawerLine } from "./CartDrawerLine";
import { CartDrawerSavedItems } from "./CartDrawerSavedItems";

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent while loading, without a session, or when it failed to load: the cart reads empty. */
  cart: Cart | undefined;
  loading?: boolean;
  savedItems: readonly CartItem[];
  /** A signed-in customer sees 'Proceed to Checkout'; a guest or visitor 'Login to Proceed'. */
  canCheckout: boolean;
  /**
   * Products whose change the server has not answered: their line shows the new quantity with
   * the previous totals dimmed, and the subtotal is dimmed while any change is pending.
   */
  pendingProductIds?: ReadonlySet<number>;
  onQuantityChange: (line: CartItem, qty: number) => void;
  onRemove: (line: CartItem) => void;
  onSaveForLater: (line: CartItem) => void;
  onMoveToCart: (item: CartItem) => void;
  onRemoveSaved: (item: CartItem) => void;
  onLogin: () => void;
  onShare: () => void;
  /** A line's "If unavailable" control, wired by the page (docs/replacements.md); none without it. */
  renderIfUnavailable?: (line: CartItem) => ReactNode;
}

const noPendingProducts: ReadonlySet<number> = new Set();

/**
 * docs/product.md § Cart drawer: a side sheet titled 'Cart', at most 400 px wide. Focus follows an
 * item that moves to the other list, and goes to its neighbour when it is removed.
 */
export function CartDrawer({
  open,
  onOpenChange,
  cart,
  loading = false,
  savedItems,
  canCheckout,
  pendingProductIds = noPendingProducts,
  onQuantityChange,
  onRemove,
  onSaveForLater,
  onMoveToCart,
  onRemoveSaved,
  onLogin,
  onShare,
  renderIfUnavailable,
}: CartDrawerProps) {
  const headingId = useId();
  const policyId = useId();
  const lines = loading ? [] : (cart?.cartItems ?? []);
  const close = () => onOpenChange(false);

  const scope = useRef<HTMLDivElement>(null);
  const handOff = useFocusHandOff();
  const lineKeys = lines.map((line) => focusKey.line(line.product.id));
  const savedKeys = savedItems.map((item) => focusKey.saved(item.product.id));
  const removeLine = (line: CartItem) =>
    handOff(() => neighbourName(scope.current, lineKeys, focusKey.line(line.product.id)));

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* The title names the drawer; its content speaks for itself. */}
      <SheetContent closeLabel={text.close} aria-describedby={undefined}>
        <header className="flex min-h-14 items-center gap-2 border-b border-gray-200 py-2 pe-14 ps-4">
          <SheetTitle className="flex-1">{text.title}</SheetTitle>
          {lines.length > 0 || savedItems.length > 0 ? (
            <ShareButton onShare={onShare} itemName={text.shareItem} />
          ) : null}
        </header>

        <div ref={scope} className="flex-1 overflow-y-auto px-4">
          {loading ? (
            <CartDrawerSkeleton />
          ) : lines.length === 0 ? (
            <p className="py-10 text-center text-base font-medium text-gray-700">{text.empty}</p>
          ) : (
            <section aria-labelledby={headingId} className="pt-4">
              <h3 id={headingId} className="text-base font-semibold">
                {text.heading(itemCount(lines))}
              </h3>
              <ul className="divide-y divide-gray-100">
                {lines.map((line) => (
                  <li key={line.id}>
                    <CartDrawerLine
                      line={line}
                      updating={pendingProductIds.has(line.product.id)}
                      onQuantityChange={(changed, qty) => {
                        if (qty === 0) removeLine(changed);
                        onQuantityChange(changed, qty);
                      }}
                      onRemove={(removed) => {
                        removeLine(removed);
                        onRemove(removed);
                      }}
                      onSaveForLater={(saved) => {
                        handOff(() =>
                          itemFollowControl(scope.current, focusKey.saved(saved.product.id)),
                        );
                        onSaveForLater(saved);
                      }}
                      onNavigate={close}
                      ifUnavailable={renderIfUnavailable?.(line)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {savedItems.length > 0 ? (
            <CartDrawerSavedItems
              items={savedItems}
              onMoveToCart={(moved) => {
                handOff(() => itemFollowControl(scope.current, focusKey.line(moved.product.id)));
                onMoveToCart(moved);
              }}
              onRemove={(removed) => {
                handOff(() =>
                  neighbourName(scope.current, savedKeys, focusKey.saved(removed.product.id)),
                );
                onRemoveSaved(removed);
              }}
              onNavigate={close}
            />
          ) : null}

          {lines.length > 0 ? (
            <section aria-labelledby={policyId} className="border-t border-gray-200 py-4">
              <h3 id={policyId} className="text-sm font-semibold">
                {text.cancellationPolicyHeading}
              </h3>
              <p className="mt-1 text-sm text-gray-600">{text.cancellationPolicy}</p>
            </section>
          ) : null}
        </div>

        {cart && lines.length > 0 ? (
          <CartDrawerFooter
            freeDelivery={cart.freeDelivery}
            upsellCouponMessage={cart.upsellCouponMessage}
            formattedSubTotal={cart.formattedSubTotal}
            updating={pendingProductIds.size > 0}
            canCheckout={canCheckout}
            onLogin={onLogin}
            onNavigate={close}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

function CartDrawerSkeleton() {
  return (
    <div className="flex flex-col gap-4 py-4">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <Skeleton className="h-5 w-40" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
