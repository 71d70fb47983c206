import { lazy, Suspense, useState } from "react";
import {
  useCart,
  useMoveSavedToCart,
  usePendingCartProducts,
  useRemoveCartItem,
  useRemoveSavedForLater,
  useReplaceCartItem,
  useSavedForLater,
  useSaveForLater,
} from "@/api/queries/cart";
import type { CartItem } from "@/api/types";
import { useOverlays, type OverlayContainerProps } from "@/app/overlays/overlays";
import { productMessages } from "@/app/productMessages";
import { useSession } from "@/app/session";
import { notify } from "@/app/toast";
import { CartDrawer } from "@/components/CartDrawer/CartDrawer";
import { IfUnavailableControl } from "./IfUnavailableControl";

// The share dialog is only fetched once the shopper asks to share.
const ShareCartDialogContainer = lazy(async () => ({
  default: (await import("./ShareCartDialogContainer")).ShareCartDialogContainer,
}));

/** docs/product.md § Messages and errors: every failed cart change, whichever it was, is told the same way. */
const cartChangeFailed = () => notify.error(productMessages.cartUpdateFailed);

/**
 * The cart drawer wired to the cart and saved-for-later queries. Quantity changes and removals
 * show at once and roll back on failure (src/api/queries/cart.ts); money is always the server's.
 */
export function CartDrawerContainer({ open, onOpenChange }: OverlayContainerProps) {
  const { status } = useSession();
  const enabled = status !== "none";
  const cart = useCart({ enabled });
  const saved = useSavedForLater({ enabled });
  const pending = usePendingCartProducts();
  const overlays = useOverlays();
  const replaceCartItem = useReplaceCartItem();
  const removeCartItem = useRemoveCartItem();
  const saveForLater = useSaveForLater();
  const moveSavedToCart = useMoveSavedToCart();
  const removeSavedForLater = useRemoveSavedForLater();
  const [shareRequested, setShareRequested] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  // mutateAsync, not mutate's callbacks: those fire for the latest call only, and a quick second
  // tap must not swallow the first one's failure.
  const change = (run: () => Promise<unknown>) => void run().catch(cartChangeFailed);
  // These wait for the server (no early change): a second click on an item still moving would
  // only earn the server's 404.
  const once = (item: CartItem, run: () => Promise<unknown>) => {
    if (!pending.has(item.product.id)) change(run);
  };

  return (
    <>
      <CartDrawer
        open={open}
        onOpenChange={onOpenChange}
        cart={cart.data}
        loading={enabled && cart.isPending}
        savedItems={saved.data ?? []}
        canCheckout={status === "customer"}
        pendingProductIds={pending}
        onQuantityChange={(line, qty) =>
          change(() => replaceCartItem.mutateAsync({ productId: line.product.id, qty }))
        }
        onRemove={(line) =>
          change(() => removeCartItem.mutateAsync({ id: line.id, productId: line.product.id }))
        }
        onSaveForLater={(line) =>
          once(line, () => saveForLater.mutateAsync({ productId: line.product.id }))
        }
        onMoveToCart={(item) =>
          once(item, () => moveSavedToCart.mutateAsync({ productId: item.product.id }))
        }
        onRemoveSaved={(item) =>
          once(item, () =>
            removeSavedForLater.mutateAsync({ id: item.id, productId: item.product.id }),
          )
        }
        renderIfUnavailable={(line) => <IfUnavailableControl line={line} />}
        onLogin={() => overlays.open("login")}
        onShare={() => {
          setShareRequested(true);
          setShareOpen(true);
        }}
      />
      {shareRequested ? (
        <Suspense fallback={null}>
          <ShareCartDialogContainer open={shareOpen} onOpenChange={setShareOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
